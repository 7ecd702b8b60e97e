import { and, sql, type SQL } from 'drizzle-orm';
import { searchWords } from '#src/domain/fold-text';

/** `%text%` for `like`, the text's own `%`, `_` and `\\` matched as themselves. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * SQL's side of the shared `matchesWords`: every word of the query, folded as foldText folds it,
 * appears in `folded` (an expression folded the same way, which a trigram index can hold).
 * Undefined, so no condition, for an empty query.
 */
export function matchingWords(folded: SQL, query: string | null | undefined): SQL | undefined {
  const words = searchWords(query);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${folded} like ${containing(word)}`));
}
