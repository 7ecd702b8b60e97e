import { createRoot } from 'react-dom/client';
import { boot } from './app/boot';
import './domain/dates';

async function startMocks(): Promise<void> {
  // The only place outside the provider adapters that knows about mock mode. The condition is a
  // constant in a live build, so MSW and the mock data never reach its bundle.
  if (import.meta.env.VITE_MOCKS !== 'true') return;
  const { startBrowserMocks } = await import('../mocks/browser');
  await startBrowserMocks();
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
void boot(createRoot(container), { mocked: import.meta.env.VITE_MOCKS === 'true', startMocks });
