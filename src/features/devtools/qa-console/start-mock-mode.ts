import { startBrowserMocks, studioMocks } from '#mocks/browser';
import type { MockTools } from '#src/app/boot';
import type { SessionActor } from '#src/app/session-context';
import { bootNotices } from './boot-notices';
import { consoleShown } from './console-visibility';
import { logInAsPersona, logOutPersona } from './persona-login';
import { parseQaParams, withoutQaParams, type QaRequest } from './qa-params';
import { QaConsole } from './qa-console';

let mocksStarted: Promise<void> | undefined;

/**
 * Mock mode's start (loaded from src/main.tsx only when VITE_MOCKS is on): the mocks, then QA's
 * URL parameters on top of what was persisted, then the address bar without them, so a reload
 * does not reset or log in again. The persona logs in once the session exists, before the
 * first screen renders; the console mounts beside the app.
 */
export async function startMockMode(): Promise<MockTools> {
  const request = parseQaParams(window.location.search);
  // A boot retry runs this again: the worker starts once.
  mocksStarted ??= startBrowserMocks();
  await mocksStarted;
  if (request.reset) await studioMocks.reset();
  if (request.clockOffsetMs !== undefined) studioMocks.setClockOffset(request.clockOffsetMs);
  studioMocks.setScenarios(request.scenarios);
  // Before the app loads its configuration, so no reload is needed.
  if (Object.keys(request.config).length > 0) await studioMocks.setConfig(request.config);
  if (request.invalid.length > 0) {
    bootNotices.invalidParams = request.invalid;
    console.warn('QA: parámetros no reconocidos', request.invalid);
  }
  const cleaned = withoutQaParams(window.location.href);
  if (cleaned !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    window.history.replaceState(window.history.state, '', cleaned);
  }
  return {
    beforeRender: request.persona ? (session) => applyPersona(session.actor, request.persona) : undefined,
    Overlay: consoleShown(request.console) ? QaConsole : undefined,
  };
}

async function applyPersona(actor: SessionActor, persona: QaRequest['persona']): Promise<void> {
  try {
    if (persona === 'none') await logOutPersona(actor);
    else if (persona) {
      const failure = await logInAsPersona(actor, persona);
      if (failure) console.warn('QA: no se pudo entrar como', persona, failure);
    }
  } catch (error) {
    // A persona that cannot log in must not keep the app from starting.
    console.warn('QA: qa-persona', error);
  }
}
