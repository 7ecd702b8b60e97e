/** The Content-Type of each file a build holds, by extension (content-types.mjs). */
export const CONTENT_TYPES: Readonly<Record<string, string>>;
/** What a file at `path` is served as; unknown extensions as bytes. */
export function contentTypeOf(path: string): string;
