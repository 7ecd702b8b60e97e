import type { StripeCardElement, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { formatCardNumber } from '#src/domain/card-brand';
import { createCardFieldDom, showFieldError, type CardFieldDom } from './card-field-dom';
import { fieldError } from './card-errors';
import { Emitter } from './emitter';
import {
  brandOf,
  emptyCard,
  isComplete,
  isEmpty,
  typeInto,
  visibleProblem,
  type CardInput,
  type CardState,
} from './card-state';

/** Stripe reports 'ready' once its iframe has loaded; the fake waits a moment too. */
const READY_AFTER_MS = 30;

const cards = new WeakMap<object, CardState>();

/** What was typed into a fake card element (for confirmCardPayment / createToken). */
export function cardStateOf(element: unknown): CardState | undefined {
  return typeof element === 'object' && element !== null ? cards.get(element) : undefined;
}

/**
 * A stand-in for Stripe's card Element: mount / unmount / destroy, on / off / once, update,
 * focus / blur / clear, and the events 'ready', 'change', 'focus', 'blur'.
 */
export function createFakeCardElement(onDestroy: () => void): StripeCardElement {
  const state = emptyCard();
  const events = new Emitter();
  let dom: CardFieldDom | null = null;
  let destroyed = false;
  let disabled = false;

  const changeEvent = (): StripeCardElementChangeEvent => {
    const shown = visibleProblem(state);
    return {
      elementType: 'card',
      empty: isEmpty(state),
      complete: isComplete(state),
      brand: brandOf(state),
      value: { postalCode: '' },
      error: shown ? (fieldError(shown.problem) as StripeCardElementChangeEvent['error']) : undefined,
    };
  };

  const render = () => {
    if (!dom) return;
    const shown = visibleProblem(state);
    showFieldError(dom, shown ? dom[shown.input] : null, shown ? fieldError(shown.problem).message! : '');
  };

  const onInput = (input: CardInput) => (event: Event) => {
    const target = event.target as HTMLInputElement;
    target.value = typeInto(state, input, target.value);
    render();
    events.emit('change', changeEvent());
  };

  const onLeave = (input: CardInput) => () => {
    if (state[input] !== '') state.left.add(input);
    render();
    events.emit('change', changeEvent());
  };

  const element = {
    mount(target: HTMLElement | string) {
      if (destroyed) throw new Error('This Element has already been destroyed.');
      const node = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
      if (!node) throw new Error(`fake Stripe: no mount node ${String(target)}`);
      dom = createCardFieldDom();
      const inputs = { number: dom.number, expiry: dom.expiry, cvc: dom.cvc };
      for (const [name, field] of Object.entries(inputs) as Array<[CardInput, HTMLInputElement]>) {
        field.value = name === 'number' ? formatCardNumber(state.number) : state[name];
        field.disabled = disabled;
        field.addEventListener('input', onInput(name));
        field.addEventListener('blur', onLeave(name));
      }
      dom.root.addEventListener('focusin', (event) => {
        if (!dom?.root.contains(event.relatedTarget as Node | null))
          events.emit('focus', { elementType: 'card' });
      });
      dom.root.addEventListener('focusout', (event) => {
        if (!dom?.root.contains(event.relatedTarget as Node | null))
          events.emit('blur', { elementType: 'card' });
      });
      node.append(dom.root);
      render();
      setTimeout(() => events.markReady({ elementType: 'card' }), READY_AFTER_MS);
    },
    unmount() {
      dom?.root.remove();
      dom = null;
    },
    destroy() {
      element.unmount();
      destroyed = true;
      events.clear();
      onDestroy();
    },
    on(event: string, handler: (payload: unknown) => void) {
      events.on(event, handler);
      return element;
    },
    once(event: string, handler: (payload: unknown) => void) {
      events.once(event, handler);
      return element;
    },
    off(event: string, handler?: (payload: unknown) => void) {
      events.off(event, handler);
      return element;
    },
    update(options: { disabled?: boolean } = {}) {
      if (options.disabled !== undefined) disabled = options.disabled;
      for (const field of dom ? [dom.number, dom.expiry, dom.cvc] : []) field.disabled = disabled;
    },
    focus() {
      dom?.number.focus();
    },
    blur() {
      (document.activeElement as HTMLElement | null)?.blur();
    },
    clear() {
      Object.assign(state, emptyCard());
      for (const field of dom ? [dom.number, dom.expiry, dom.cvc] : []) field.value = '';
      render();
      events.emit('change', changeEvent());
    },
  };
  cards.set(element, state);
  return element as unknown as StripeCardElement;
}
