import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadAppConfig } from '../config/load-app-config';
import { BootError, BootLoading } from './boot-screens';
import { Providers } from './providers';
import { createRouter } from './router';

/**
 * Start-up: mocks (in mock mode), then the app configuration, then the app. Any failure ends on
 * a Spanish error screen with a retry, never on a spinner or a blank page.
 */
export async function boot(root: Root, startMocks: () => Promise<void>): Promise<void> {
  root.render(<BootLoading />);
  try {
    await startMocks();
    const config = await loadAppConfig();
    const router = createRouter();
    root.render(
      <StrictMode>
        <Providers config={config}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<BootError onRetry={() => void boot(root, startMocks)} />);
  }
}
