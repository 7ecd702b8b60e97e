/**
 * Text the way searches match it: case and accents do not matter ("respiracion" finds
 * "Respiración", "garcia" finds "García"). The video library and the customer search share it.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
