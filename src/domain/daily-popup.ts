/*
 * The in-person popup on /mystudio is shown at most once per calendar day: the day it was last
 * shown is kept in local storage under this key.
 */

export const DAILY_POPUP_STORAGE_KEY = 'popup_presencial_last_shown';

export interface DailyPopupInput {
  enabled: boolean;
  /** popup_presencial_src: without an image there is nothing to show. */
  src: string | null | undefined;
  /** The stored 'YYYY-MM-DD', or null when it was never shown. */
  lastShownDay: string | null;
  /** Today's 'YYYY-MM-DD' on the visitor's calendar. */
  today: string;
}

export function shouldShowDailyPopup({ enabled, src, lastShownDay, today }: DailyPopupInput): boolean {
  if (!enabled || !src?.trim()) return false;
  return lastShownDay !== today;
}

/** The visitor's local calendar day, the one "once per day" counts. */
export function localDay(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
