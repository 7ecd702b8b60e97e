import type { Page } from '#src/api/entities';
import { startTransition, StrictMode, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import { toAppConfig, type AppConfig } from '#src/config/app-config';
import {
  browserBootStore,
  readBootCache,
  writeBootCache,
  type BootData,
  type BootStore,
} from '#src/config/boot-cache';
import { isNetworkFailure } from '#src/api/errors';
import { loadAppConfigEntries } from '#src/config/load-app-config';
import { readPages } from '#src/api/reads/pages';
import { es } from '#src/i18n/es-site';
import { showError } from '#src/ui/alerts';
// The studio theme's stylesheet, built from its Chakra system (decision 042), then the start-up screen's.
import 'virtual:studio-theme.css';
import { BootLoading } from './boot-loading';
import './boot-loading.css';
import { BootError } from './boot-screens';
import { ChakraIsland } from './chakra-island';
import { reportError, reportUncaughtErrors } from './error-reporter';
import { startErrorService } from './error-service';
import { Providers } from './providers';
import { createRouter } from './router';
import { SessionProvider } from './session-context';
import { loginAndBack, SessionExpiredGate } from '#src/ui/auth/session-expired-gate';
import { startSession } from './start-session';
import { yieldToMain } from './yield-to-main';

/**
 * Start-up: mocks (in mock mode), then the app configuration and the content pages, then the
 * app. Without a configuration there is no studio to show, so that failure ends on a Spanish
 * error screen with a retry; a failing page list only costs the footer links and their routes.
 */
export interface BootOptions {
  /** Mock mode: MSW answers `/api` and the identity emulator's endpoints. */
  mocked: boolean;
  startMocks: () => Promise<MockTools | void>;
  /**
   * index.html already shows the landing kept at deploy time (decision 043): it stays, instead of
   * the start-up screen, until the app's first screen replaces it.
   */
  prerendered?: boolean;
}

export type AppRouter = ReturnType<typeof createRouter>;

/** What mock mode adds at start-up (the QA console); a live build has none of it. */
export interface MockTools {
  /** Runs once the session exists, before the first screen renders (QA's URL parameters). */
  beforeRender?: (session: ReturnType<typeof startSession>, router: AppRouter) => Promise<void>;
  /** Rendered beside the app's screens. */
  Overlay?: ComponentType<{ router: AppRouter }>;
}

let watchingErrors = false;

export async function boot(root: Root, options: BootOptions): Promise<void> {
  if (!watchingErrors) {
    watchingErrors = true;
    reportUncaughtErrors(window);
  }
  // Live builds start on the configuration kept from the last visit (decision 029) and refresh
  // it in the background; mock mode always reads it, so QA's changed settings show at once, and
  // falls back on the kept copy only when the server cannot be reached (decision 038).
  const store = browserBootStore();
  const kept = options.mocked ? null : readBootCache(store);
  if (!kept && !options.prerendered) root.render(<BootLoading label={es.app.loading} />);
  try {
    const devRoutes = await startDevtools();
    const { beforeRender, Overlay } = (await options.startMocks()) ?? {};
    const fresh = Promise.all([loadAppConfigEntries(), readPages().catch(pagesUnavailable)]).then(
      ([entries, pages]): BootData => ({ entries, pages }),
    );
    const data = kept ?? (await fresh.catch((error: unknown) => keptWhenUnreachable(error, store)));
    const config = toAppConfig(data.entries);
    void startErrorService(config, { mocked: options.mocked });
    // Each phase in its own task: together they passed 40 ms on this machine (issue 34).
    await yieldToMain();
    const session = startSession(config, options.mocked);
    await yieldToMain();
    const router = createRouter(data.pages, config, devRoutes);
    // QA's persona signs in first: the first screen's reads (route loaders) are then that reader's.
    await beforeRender?.(session, router);
    await yieldToMain();
    await initialized(router.initialize());
    await yieldToMain();
    // In a transition React renders the app in slices of a few milliseconds and lets the page
    // answer between them, instead of one long task (Lighthouse's TBT on /calendario: 958 → 528
    // ms); the start-up screen stays until the first screen is ready, with no fallback between.
    const render = (shown: AppConfig, pages: readonly Page[]) =>
      startTransition(() =>
        root.render(
          <StrictMode>
            <Providers config={shown} pages={pages}>
              <SessionProvider value={session}>
                <RouterProvider router={router} />
                <SessionExpiredGate
                  onLeave={() => void router.navigate(loginAndBack(router.state.location))}
                />
                {Overlay && (
                  <ChakraIsland>
                    <Overlay router={router} />
                  </ChakraIsland>
                )}
              </SessionProvider>
            </Providers>
          </StrictMode>,
        ),
      );
    render(config, data.pages);
    fresh.then(
      (next) => {
        // The studio changed its settings since the kept copy: show them now, keep them for next time.
        if (writeBootCache(store, next) && kept) render(toAppConfig(next.entries), next.pages);
      },
      (error: unknown) => {
        // Started on the kept copy: a failed refresh costs only freshness.
        if (kept) reportError(error, { where: 'boot.refresh' });
      },
    );
  } catch (error) {
    reportError(error, { where: 'boot' });
    root.render(<BootError onRetry={() => void boot(root, { ...options, prerendered: false })} />);
  }
}

/**
 * Until its first screen's code and reads (lazy route, loader) are in, the router has nothing to
 * render: React would replace the start-up screen or the kept page with an empty one.
 */
function initialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((ready) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      ready();
    });
  });
}

/**
 * Mock and dev builds: the flow visualiser (/__flows) and the forwarder of inspection events,
 * started before the first actor. A constant condition: the live bundle has none of it.
 */
async function startDevtools(): Promise<RouteObject[]> {
  if (import.meta.env.VITE_MOCKS !== 'true' && !import.meta.env.DEV) return [];
  try {
    const { startFlowsDevtools } = await import('#src/features/devtools/flows/devtools-boot');
    return startFlowsDevtools();
  } catch (error) {
    // A developer tool that fails to load must not keep the studio from starting.
    console.error(error);
    return [];
  }
}

function pagesUnavailable(error: unknown): Page[] {
  console.error(error);
  // Without signal the kept copy's pages are used instead (a mock build offline).
  if (!isNetworkFailure(error)) showError(es.content.loadError);
  return [];
}

/** No answer at all, and a configuration kept from an earlier visit: start on it (offline). */
function keptWhenUnreachable(error: unknown, store: BootStore | undefined): BootData {
  const kept = isNetworkFailure(error) ? readBootCache(store) : null;
  if (!kept) throw error;
  return kept;
}
