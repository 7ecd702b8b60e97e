import { createRoot } from 'react-dom/client';
import { boot, type MockTools } from './app/boot';
import { yieldToMain } from './app/yield-to-main';

async function startMocks(): Promise<MockTools | undefined> {
  // The only place outside the provider adapters that knows about mock mode. The condition is a
  // constant in a live build, so MSW, the mock data and the QA console never reach its bundle.
  if (import.meta.env.VITE_MOCKS !== 'true') return undefined;
  // The QA console starts the mocks: its URL parameters apply around their start.
  const { startMockMode } = await import('./features/devtools/qa-console/start-mock-mode');
  return startMockMode();
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// Start-up in a task of its own, not in the one that evaluated every module (issue 34).
void yieldToMain().then(() =>
  boot(createRoot(container), {
    mocked: import.meta.env.VITE_MOCKS === 'true',
    startMocks,
    // Set by index.html's loader when it showed the landing kept at deploy time (decision 043).
    prerendered: container.dataset.prerendered !== undefined,
  }),
);
