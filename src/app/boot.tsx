import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadAppConfig } from '../config/load-app-config';
import { loadPages, type Page } from '../features/content/load-page';
import { es } from '../i18n/es';
import { showError } from '../ui/alerts';
import { BootError, BootLoading } from './boot-screens';
import { Providers } from './providers';
import { createRouter } from './router';
import { SessionProvider } from './session-context';
import { startSession } from './start-session';

/**
 * Start-up: mocks (in mock mode), then the app configuration and the content pages, then the
 * app. Without a configuration there is no studio to show, so that failure ends on a Spanish
 * error screen with a retry; a failing page list only costs the footer links and their routes.
 */
export interface BootOptions {
  /** Mock mode: MSW answers `/api` and the identity emulator's endpoints. */
  mocked: boolean;
  startMocks: () => Promise<void>;
}

export async function boot(root: Root, options: BootOptions): Promise<void> {
  root.render(<BootLoading />);
  try {
    await options.startMocks();
    const [config, pages] = await Promise.all([loadAppConfig(), loadPages().catch(pagesUnavailable)]);
    const session = startSession(config, options.mocked);
    const router = createRouter(pages);
    root.render(
      <StrictMode>
        <Providers config={config} pages={pages}>
          <SessionProvider value={session}>
            <RouterProvider router={router} />
          </SessionProvider>
        </Providers>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<BootError onRetry={() => void boot(root, options)} />);
  }
}

function pagesUnavailable(error: unknown): Page[] {
  console.error(error);
  showError(es.content.loadError);
  return [];
}
