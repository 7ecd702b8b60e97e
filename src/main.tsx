import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { BootError, BootLoading } from './app/boot-screens';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { loadAppConfig } from './config/load-app-config';
import './domain/dates';

async function startMocks(): Promise<void> {
  // The only place outside the provider adapters that knows about mock mode. The import is
  // static-false in a live build, so MSW and the mock data never reach its bundle.
  if (import.meta.env.VITE_MOCKS !== 'true') return;
  const { startBrowserMocks } = await import('../mocks/browser');
  await startBrowserMocks();
}

async function boot(root: Root): Promise<void> {
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
    root.render(<BootError onRetry={() => void boot(root)} />);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
void boot(createRoot(container));
