import type { FieldOption } from '#src/domain/dynamic-form';

export type ChipValue = FieldOption['value'];

/** One row of the creatable select's menu: an existing option, or the typed text as a new one. */
export interface MenuItem {
  value: ChipValue;
  label: string;
  created: boolean;
}

export function chipLabel(options: readonly FieldOption[], value: ChipValue): string {
  return options.find((option) => option.value === value)?.label ?? String(value);
}

/** Options not chosen yet that match the text, then the text itself when it is new. */
export function menuItems(
  options: readonly FieldOption[],
  chosen: readonly ChipValue[],
  text: string,
): MenuItem[] {
  const query = text.trim().toLowerCase();
  const items: MenuItem[] = options
    .filter((option) => !chosen.includes(option.value))
    .filter((option) => option.label.toLowerCase().includes(query))
    .map((option) => ({ value: option.value, label: option.label, created: false }));
  const known =
    chosen.some((value) => String(value).toLowerCase() === query) ||
    options.some((option) => option.label.toLowerCase() === query);
  if (query && !known) items.push({ value: text.trim(), label: text.trim(), created: true });
  return items;
}

export function asChips(value: unknown): ChipValue[] {
  return Array.isArray(value)
    ? value.filter((item): item is ChipValue => ['string', 'number', 'boolean'].includes(typeof item))
    : [];
}
