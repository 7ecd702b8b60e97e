/**
 * Where unexpected errors go: one pluggable reporter. The console's by default (mock mode, and
 * a live build whose studio configures no service); a service's SDK replaces it through
 * `setErrorReporter` once it is loaded, so visitors of studios without one never download it.
 */
export interface ErrorContext {
  /** Where it happened: a route's path, 'window', 'promise'. */
  where: string;
}

export type ErrorReporter = (error: unknown, context: ErrorContext) => void;

const consoleReporter: ErrorReporter = (error, context) => {
  console.error(`[error] ${context.where}`, error);
};

let reporter: ErrorReporter = consoleReporter;
// One report per error object: a route's error screen renders more than once.
const reported = new WeakSet<object>();

export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next ?? consoleReporter;
}

export function reportError(error: unknown, context: ErrorContext): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  try {
    reporter(error, context);
  } catch {
    // A failing reporter must never take the app down with it.
  }
}

/** Errors nothing caught: a throw in an event handler, a rejected promise nobody awaited. */
export function reportUncaughtErrors(target: Window): void {
  target.addEventListener('error', (event) => reportError(event.error ?? event.message, { where: 'window' }));
  target.addEventListener('unhandledrejection', (event) => reportError(event.reason, { where: 'promise' }));
}
