/** Alert rules of the specs' error catalogue (section 8). */
export const ERROR_ALERT_MS = 5000;
export const SUCCESS_ALERT_MS = 3000;

/** Texts mentioning 400 or 401 are technical noise for a customer and are never shown. */
export function isSuppressedAlert(text: string): boolean {
  return text.includes('401') || text.includes('400');
}
