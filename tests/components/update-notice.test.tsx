import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for workbox-window's Workbox: it records what the app asks and lets the test fire
// the worker's events.
const workbox = vi.hoisted(() => {
  const listeners = new Map<string, Array<() => void>>();
  return {
    listeners,
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    messageSkipWaiting: vi.fn(),
    update: vi.fn(async () => undefined),
  };
});

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, [...(workbox.listeners.get(type) ?? []), listener]);
    }
    register = async () => ({ scope: '/' });
    messageSkipWaiting = workbox.messageSkipWaiting;
    update = workbox.update;
  },
}));

const { registerServiceWorker, whenPageSettled } = await import('#src/app/pwa/service-worker');
const { UpdateNotice } = await import('#src/app/pwa/installable-app');

describe('a new version of the app', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });

  it('is offered once it waits, switches only on Actualizar, and reloads the page once', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    await registerServiceWorker();
    render(
      <ChakraProvider value={defaultSystem}>
        <UpdateNotice />
      </ChakraProvider>,
    );
    expect(screen.queryByText('Hay una nueva versión de la app.')).toBeNull();

    act(() => workbox.fire('waiting'));
    expect(screen.getByText('Hay una nueva versión de la app.')).toBeVisible();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    workbox.fire('controlling');
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

// Issue 34: installing the worker precaches the whole build; on a phone that competed with the
// first screen for the processor and the network.
describe('the service worker is installed once the page has settled', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'readyState');
  });

  it('waits for the load, three seconds more and an idle moment', () => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const install = vi.fn();
    whenPageSettled(install);
    vi.advanceTimersByTime(10_000);
    expect(install).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2_999);
    expect(install).not.toHaveBeenCalled();
    // jsdom has no requestIdleCallback: whenIdle's stand-in waits 50 ms.
    vi.advanceTimersByTime(51);
    expect(install).toHaveBeenCalledTimes(1);
  });

  it('starts counting at once on a page already loaded, and a screen that leaves cancels it', () => {
    vi.useFakeTimers();
    const install = vi.fn();
    whenPageSettled(install);
    vi.advanceTimersByTime(3_050);
    expect(install).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = whenPageSettled(cancelled);
    vi.advanceTimersByTime(1_000);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
