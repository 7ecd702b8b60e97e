/** The query parameter that brings a customer back where they were after logging in. */
export const RETURN_PARAM = 'volver';

/** Only this app's own paths are followed: never another site (`//…`, `https:…`). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

export function returnQuery(path: string): string {
  return `?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}
