import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWithoutLoadingFlash } from '#src/ui/calendar/use-without-loading-flash';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const render = (first: { snapshot: string; loading: boolean }) =>
  renderHook(({ snapshot, loading }) => useWithoutLoadingFlash(snapshot, loading), { initialProps: first });

describe('the week shown while another loads', () => {
  it('shows the first load at once', () => {
    const { result } = render({ snapshot: 'loading week 1', loading: true });
    expect(result.current).toBe('loading week 1');
  });

  it('keeps the loaded week until the next arrives, in one change', () => {
    const { result, rerender } = render({ snapshot: 'week 1', loading: false });
    rerender({ snapshot: 'loading week 2', loading: true });
    expect(result.current).toBe('week 1');
    act(() => vi.advanceTimersByTime(200));
    rerender({ snapshot: 'week 2', loading: false });
    expect(result.current).toBe('week 2');
  });

  it('shows the loading once the next week takes longer than 300 ms, and again the next time', () => {
    const { result, rerender } = render({ snapshot: 'week 1', loading: false });
    rerender({ snapshot: 'loading week 2', loading: true });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe('loading week 2');
    rerender({ snapshot: 'week 2', loading: false });
    rerender({ snapshot: 'loading week 3', loading: true });
    expect(result.current).toBe('week 2');
  });
});
