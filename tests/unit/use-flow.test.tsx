import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emit, fromPromise, setup, type InspectionEvent } from 'xstate';
import { notProvided } from '#machines/shared/not-provided';
import { onInspection } from '#src/app/inspection';
import { useFlow } from '#src/app/use-flow';

const machine = setup({
  types: {
    events: {} as { type: 'go' },
    input: {} as { label: string },
    context: {} as { label: string },
    emitted: {} as { type: 'went'; count: number },
  },
  actors: { work: notProvided<number>('sample', 'work') },
  actions: {
    notify: (_, _params: { count: number }) => undefined,
    announce: emit((_, params: { count: number }) => ({ type: 'went' as const, count: params.count })),
  },
}).createMachine({
  id: 'useFlowSample',
  context: ({ input }) => ({ label: input.label }),
  initial: 'idle',
  states: {
    idle: { on: { go: 'working' } },
    working: {
      invoke: {
        src: 'work',
        onDone: {
          target: 'idle',
          actions: [
            { type: 'notify', params: ({ event }) => ({ count: event.output }) },
            { type: 'announce', params: ({ event }) => ({ count: event.output }) },
          ],
        },
      },
    },
  },
});

let calls = 0;
const actors = { work: fromPromise(async () => ++calls) };

describe('useFlow', () => {
  it('provides the machine once, however often the view renders with new inline callbacks', () => {
    const provide = vi.spyOn(machine, 'provide');
    const { result, rerender } = renderHook(
      ({ tag }) => useFlow(machine, { actors, actions: { notify: () => tag }, input: { label: tag } }),
      { initialProps: { tag: 'first' } },
    );
    const actor = result.current;
    rerender({ tag: 'second' });
    rerender({ tag: 'third' });
    expect(provide).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(actor);
    // Input is read when the flow starts.
    expect(actor.getSnapshot().context.label).toBe('first');
  });

  it('delivers emitted events and calls actions through the latest callbacks only', async () => {
    const heardBefore = vi.fn();
    const heardAfter = vi.fn();
    const notifiedBefore = vi.fn();
    const notifiedAfter = vi.fn();
    const { result, rerender } = renderHook(
      ({ heard, notified }) =>
        useFlow(machine, {
          actors,
          actions: { notify: (_, { count }) => notified(count) },
          input: { label: 'x' },
          on: { went: ({ count }) => heard(count) },
        }),
      { initialProps: { heard: heardBefore, notified: notifiedBefore } },
    );
    const actor = result.current;
    rerender({ heard: heardAfter, notified: notifiedAfter });
    expect(result.current).toBe(actor);

    await act(async () => {
      actor.send({ type: 'go' });
      await vi.waitFor(() => expect(heardAfter).toHaveBeenCalledTimes(1));
    });
    expect(notifiedAfter).toHaveBeenCalledTimes(1);
    expect(heardAfter.mock.calls[0]![0]).toBe(notifiedAfter.mock.calls[0]![0]);
    expect(heardBefore).not.toHaveBeenCalled();
    expect(notifiedBefore).not.toHaveBeenCalled();
  });

  it('connects the developer tools inspector', async () => {
    const seen: InspectionEvent[] = [];
    const stop = onInspection((event) => seen.push(event));
    const { result } = renderHook(() => useFlow(machine, { actors, input: { label: 'x' } }));
    act(() => result.current.send({ type: 'go' }));
    stop();
    expect(seen.some((event) => event.actorRef === result.current)).toBe(true);
    expect(seen.some((event) => event.type === '@xstate.event' && event.event.type === 'go')).toBe(true);
  });
});
