/*
 * When 'Instalar app' is offered (issue 18): never on arrival, only once the customer has made a
 * reservation (then the app has something to keep: their pass), only where the browser can
 * install it, not when it is already installed, and not again for a while after 'Ahora no'.
 */

/** After 'Ahora no' the offer stays away this long. */
export const INSTALL_DISMISS_DAYS = 30;
const DAY_MS = 86_400_000;

export interface InstallPromptState {
  /** The browser offered to install (`beforeinstallprompt`): it is supported and not installed. */
  promptAvailable: boolean;
  /** Running as the installed app (display-mode standalone), or installed from this browser. */
  installed: boolean;
  /** When the customer last said 'Ahora no' (ISO), or null. */
  dismissedAt: string | null;
  /** The customer has made a reservation on this device. */
  hasReserved: boolean;
}

export function showsInstallPrompt(state: InstallPromptState, now: Date): boolean {
  if (!state.promptAvailable || state.installed || !state.hasReserved) return false;
  if (state.dismissedAt === null) return true;
  const dismissed = Date.parse(state.dismissedAt);
  return Number.isNaN(dismissed) || now.getTime() - dismissed >= INSTALL_DISMISS_DAYS * DAY_MS;
}
