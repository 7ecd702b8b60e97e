import { startTransition, useEffect, useState } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * An actor's snapshot for a view that only shows what it holds (a week of classes): each change
 * renders in a transition, in slices the page can answer between, where `useSelector` renders it
 * at once in one task (a week of cards is hundreds of milliseconds on a slow phone, issue 16).
 * Not for what a customer types or toggles: a transition may lag behind their input.
 */
export function useShownSnapshot<TActor extends AnyActorRef>(actor: TActor): SnapshotFrom<TActor> {
  const [snapshot, setSnapshot] = useState<SnapshotFrom<TActor>>(() => actor.getSnapshot());
  useEffect(() => {
    const show = (next: SnapshotFrom<TActor>) => startTransition(() => setSnapshot(next));
    // What changed between the first render and this subscription is shown too.
    show(actor.getSnapshot());
    const subscription = actor.subscribe(show);
    return () => subscription.unsubscribe();
  }, [actor]);
  return snapshot;
}
