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

/** A search's words, folded: each must appear in what is searched (see matchesWords). */
export function searchWords(query: string | null | undefined): string[] {
  return foldText(query ?? '')
    .split(/\s+/)
    .filter(Boolean);
}

/** Every word of `query` appears somewhere in `parts` (an empty query matches everything). */
export function matchesWords(
  parts: ReadonlyArray<string | null | undefined>,
  query: string | null | undefined,
) {
  const haystack = foldText(parts.filter(Boolean).join(' '));
  return searchWords(query).every((word) => haystack.includes(word));
}
