const said = new Set<string>();

/**
 * A configuration value the app could not use (a malformed colour, an order that is not a
 * number, an enabled section without text): the page falls back or hides the part, and the
 * console says why once per page load, not on every render.
 */
export function warnConfigOnce(message: string): void {
  if (said.has(message)) return;
  said.add(message);
  console.warn(`[configuración] ${message}`);
}
