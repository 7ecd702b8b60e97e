import { es } from '#src/i18n/es';

/**
 * The DOM the fake card element mounts: real inputs (number, 'MM / AA', CVC) with Spanish
 * accessible names and an error line under them, styled like Stripe's single-line card field.
 * Plain DOM rather than React: Stripe's own field lives in an iframe, outside the app's tree.
 */
export interface CardFieldDom {
  root: HTMLDivElement;
  number: HTMLInputElement;
  expiry: HTMLInputElement;
  cvc: HTMLInputElement;
  error: HTMLDivElement;
}

let mounted = 0;

function input(label: string, placeholder: string, autocomplete: AutoFill, width: string): HTMLInputElement {
  const field = document.createElement('input');
  field.type = 'text';
  field.inputMode = 'numeric';
  field.autocomplete = autocomplete;
  field.placeholder = placeholder;
  field.setAttribute('aria-label', label);
  field.style.cssText = `flex: ${width}; min-width: 0; border: 0; outline: none; font: inherit; color: inherit; background: transparent; padding: 0;`;
  return field;
}

export function createCardFieldDom(): CardFieldDom {
  mounted += 1;
  const root = document.createElement('div');
  root.className = 'fake-stripe-card';
  root.dataset.fakeStripe = 'card';
  const row = document.createElement('div');
  row.style.cssText =
    'display: flex; gap: 0.75rem; align-items: center; padding: 0.625rem 0.75rem; border: 1px solid #6b7280; border-radius: 0.375rem; background: #fff; color: #1a1a1a;';
  const { fields, placeholders } = es.cards;
  const number = input(fields.number, placeholders.number, 'cc-number', '1 1 10rem');
  const expiry = input(fields.expiry, placeholders.expiry, 'cc-exp', '0 0 4.75rem');
  const cvc = input(fields.cvc, placeholders.cvc, 'cc-csc', '0 0 3rem');
  row.append(number, expiry, cvc);
  // Focus inside the field shows like a focused input, as Stripe's iframe does.
  row.addEventListener('focusin', () => (row.style.boxShadow = '0 0 0 2px #2563eb'));
  row.addEventListener('focusout', () => (row.style.boxShadow = 'none'));
  const error = document.createElement('div');
  error.id = `fake-stripe-card-error-${mounted}`;
  error.setAttribute('aria-live', 'polite');
  error.style.cssText = 'color: #b91c1c; font-size: 0.875rem; margin-top: 0.375rem; min-height: 1.25rem;';
  root.append(row, error);
  return { root, number, expiry, cvc, error };
}

/** Shows (or clears) the error under the field and marks the input it is about. */
export function showFieldError(dom: CardFieldDom, field: HTMLInputElement | null, message: string): void {
  dom.error.textContent = message;
  for (const each of [dom.number, dom.expiry, dom.cvc]) {
    if (each === field) {
      each.setAttribute('aria-invalid', 'true');
      each.setAttribute('aria-describedby', dom.error.id);
    } else {
      each.removeAttribute('aria-invalid');
      each.removeAttribute('aria-describedby');
    }
  }
}
