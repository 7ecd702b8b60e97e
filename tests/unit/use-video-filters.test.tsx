// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '#src/domain/video-filters';
import { useVideoFilters } from '#src/features/videos/use-video-filters';

/** The hook, and the address it leaves, on /mystudio/online. */
function renderFilters(start = '/mystudio/online') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[start]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ filters: useVideoFilters(), search: useLocation().search }), { wrapper });
}

describe('the video library search box (useVideoFilters)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a letter typed while its own search reaches the address bar', () => {
    const { result } = renderFilters();
    act(() => result.current.filters.type('respiracio'));
    // A pause mid-word: the search leaves for the address, and the last letter comes before it lands.
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      result.current.filters.type('respiracion');
    });
    expect(result.current.search).toBe('?q=respiracio');
    expect(result.current.filters.typed).toBe('respiracion');

    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.search).toBe('?q=respiracion');
    expect(result.current.filters.typed).toBe('respiracion');
  });

  it('follows the address when it changes otherwise: cleared, or opened with a search', () => {
    const { result } = renderFilters('/mystudio/online?q=yoga');
    expect(result.current.filters.typed).toBe('yoga');
    act(() => result.current.filters.type('yoga suave'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.search).toBe('?q=yoga+suave');

    act(() => result.current.filters.clear());
    expect(result.current.search).toBe('');
    expect(result.current.filters.typed).toBe('');
  });
});
