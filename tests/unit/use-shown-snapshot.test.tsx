import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { useShownSnapshot } from '#src/app/use-shown-snapshot';

const counter = setup({
  types: { events: {} as { type: 'add' }, context: {} as { count: number } },
}).createMachine({
  id: 'shownSnapshotSample',
  context: { count: 0 },
  on: { add: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

describe('useShownSnapshot: an actor’s snapshot, shown in transitions', () => {
  it('shows each change, including one made before it subscribed', () => {
    const actor = createActor(counter).start();
    const { result } = renderHook(() => {
      const snapshot = useShownSnapshot(actor);
      // Between the first render and the subscription (effects run after render).
      if (snapshot.context.count === 0 && actor.getSnapshot().context.count === 0)
        actor.send({ type: 'add' });
      return snapshot.context.count;
    });
    expect(result.current).toBe(1);
    act(() => actor.send({ type: 'add' }));
    expect(result.current).toBe(2);
  });

  it('stops listening when the view leaves', () => {
    const actor = createActor(counter).start();
    const subscribe = actor.subscribe.bind(actor);
    let listening = 0;
    actor.subscribe = ((observer: Parameters<typeof subscribe>[0]) => {
      const subscription = subscribe(observer);
      listening += 1;
      return {
        unsubscribe: () => {
          listening -= 1;
          subscription.unsubscribe();
        },
      };
    }) as typeof actor.subscribe;
    const { unmount } = renderHook(() => useShownSnapshot(actor));
    expect(listening).toBe(1);
    unmount();
    expect(listening).toBe(0);
  });
});
