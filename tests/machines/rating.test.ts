import type { ClassReservation } from '#src/api/entities';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { expectReplayEndsAsPath, trailOf, untakenTransitions } from '#tests/support/machine-paths';
import { toFailure } from '#src/api/failures';
import type { RatingFailure, RatingInput } from '#machines/rating/context';
import { ratingMachine } from '#machines/rating/machine';
import {
  selectFailureMessage,
  selectIsOpen,
  selectProblem,
  selectShowsActions,
} from '#machines/rating/selectors';
import { ApiFailure } from '#src/api/errors';

const open = { type: 'rating.open', classReservationId: 6, customerId: 1, className: 'Pilates' } as const;
const rated: ClassReservation = {
  class_reservation_id: 6,
  single_class_id: 30,
  customer_id: 1,
  class_stars: 4,
};

function start(send: (input: RatingInput) => Promise<ClassReservation>) {
  const saved = vi.fn();
  const sendRating = vi.fn(({ input }: { input: RatingInput }) => send(input));
  const actor = createActor(ratingMachine.provide({ actors: { sendRating: fromPromise(sendRating) } }));
  actor.on('rating.saved', (event) => saved(event.classReservationId));
  actor.start();
  return { actor, saved, sendRating };
}

describe('the rating machine', () => {
  it('opens, shows the comment and buttons after the coach stars, sends and announces', async () => {
    const { actor, saved, sendRating } = start(async () => rated);
    actor.send(open);
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'rating.class.choose', stars: 4 });
    expect(selectShowsActions(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'rating.coach.choose', stars: 5 });
    expect(selectShowsActions(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'rating.comment.change', comment: '  Muy buena  ' });
    actor.send({ type: 'rating.submit' });
    await waitFor(actor, (s) => s.matches('rated'));
    expect(sendRating.mock.calls[0]![0].input).toEqual({
      class_reservation_id: 6,
      customer_id: 1,
      class_stars: 4,
      coach_stars: 5,
      comment: 'Muy buena',
    });
    expect(saved).toHaveBeenCalledWith(6);
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
  });

  it('sends no comment when none was written, and ignores stars out of range', async () => {
    const { actor, sendRating } = start(async () => rated);
    actor.send(open);
    actor.send({ type: 'rating.class.choose', stars: 6 });
    expect(actor.getSnapshot().context.classStars).toBeNull();
    actor.send({ type: 'rating.class.choose', stars: 1 });
    actor.send({ type: 'rating.coach.choose', stars: 2 });
    actor.send({ type: 'rating.submit' });
    await waitFor(actor, (s) => s.matches('rated'));
    expect(sendRating.mock.calls[0]![0].input.comment).toBeNull();
  });

  it('asks for the class stars when only the coach was rated', () => {
    const { actor, sendRating } = start(async () => rated);
    actor.send(open);
    actor.send({ type: 'rating.coach.choose', stars: 5 });
    actor.send({ type: 'rating.submit' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(selectProblem(actor.getSnapshot())).toBe('classStars');
    actor.send({ type: 'rating.class.choose', stars: 3 });
    expect(selectProblem(actor.getSnapshot())).toBeNull();
    expect(sendRating).not.toHaveBeenCalled();
  });

  it('keeps the form open with the server message, and can try again', async () => {
    let fail = true;
    const { actor, saved } = start(async () => {
      if (fail) throw { kind: 'notAllowed', message: 'Solo puedes calificar clases a las que asististe.' };
      return rated;
    });
    actor.send(open);
    actor.send({ type: 'rating.class.choose', stars: 4 });
    actor.send({ type: 'rating.coach.choose', stars: 4 });
    actor.send({ type: 'rating.submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    expect(selectFailureMessage(actor.getSnapshot())).toBe(
      'Solo puedes calificar clases a las que asististe.',
    );
    expect(saved).not.toHaveBeenCalled();
    fail = false;
    actor.send({ type: 'rating.submit' });
    await waitFor(actor, (s) => s.matches('rated'));
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('announces a class rated meanwhile, so the list shows those stars', async () => {
    const { actor, saved } = start(async () => {
      throw { kind: 'alreadyRated', message: 'Ya calificaste esta clase.' };
    });
    actor.send(open);
    actor.send({ type: 'rating.class.choose', stars: 4 });
    actor.send({ type: 'rating.coach.choose', stars: 4 });
    actor.send({ type: 'rating.submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(saved).toHaveBeenCalledWith(6);
    actor.send({ type: 'rating.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.target).toBeNull();
  });

  it.each([
    [409, 'alreadyRated'],
    [412, 'notAllowed'],
    [403, 'notAllowed'],
    [400, 'invalid'],
    [0, 'network'],
    [500, 'other'],
  ] as const)('maps HTTP %i to %s', (status, kind) => {
    expect(toFailure('rating', new ApiFailure({ status, message: 'x' }))).toEqual<RatingFailure>({
      kind,
      message: 'x',
    });
  });
});

type Snapshot = SnapshotFrom<typeof ratingMachine>;
const EVENTS: (EventObject & Record<string, unknown>)[] = [
  open,
  { type: 'rating.class.choose', stars: 4 },
  { type: 'rating.coach.choose', stars: 5 },
  { type: 'rating.comment.change', comment: 'Bien' },
  { type: 'rating.submit' },
  { type: 'rating.dismiss' },
  { type: 'xstate.done.actor.sendRating', output: rated },
  { type: 'xstate.error.actor.sendRating', error: { kind: 'other', message: 'x' } },
  { type: 'xstate.error.actor.sendRating', error: { kind: 'alreadyRated', message: 'y' } },
];
const frozen = ratingMachine.provide({
  actors: { sendRating: fromPromise<ClassReservation, RatingInput>(() => new Promise(() => undefined)) },
});
const paths = getShortestPaths(frozen, {
  events: (snapshot) => EVENTS.filter((event) => (snapshot as Snapshot).can(event as never)) as never,
  // The stars chosen are part of where the machine is: submitting depends on them.
  serializeState: (snapshot, event, previous) => {
    const { classStars, coachStars, failure } = (snapshot as Snapshot).context;
    return `${JSON.stringify(previous?.value ?? null)}|${event?.type ?? ''}|${JSON.stringify(snapshot.value)}|${classStars}|${coachStars}|${failure?.kind}`;
  },
});

describe('every path of the rating machine', () => {
  it('reaches every state and takes every transition the machine defines', () => {
    const reached = new Set(paths.map((path) => path.state.value as string));
    expect([...reached].sort()).toEqual(Object.keys(ratingMachine.root.states).sort());
    expect(untakenTransitions(ratingMachine, paths)).toEqual([]);
  });

  it.each(paths.map((path) => [trailOf(path), path] as const))('replays %s', (_, path) =>
    expectReplayEndsAsPath(frozen, path),
  );
});
