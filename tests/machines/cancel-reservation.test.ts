import type { SingleClass } from '#src/api/entities';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  byTransition,
  expectReplayEndsAsPath,
  trailOf,
  untakenTransitions,
} from '#tests/support/machine-paths';
import { cancelReservationMachine } from '#machines/cancel-reservation/machine';
import { selectIsOpen, selectLosesCredit } from '#machines/cancel-reservation/selectors';
import type { CancelPolicy } from '#src/domain/cancel-policy';

const policy: CancelPolicy = {
  allowCancel: true,
  allowAfterThreshold: true,
  value: 12,
  unit: 'hours',
  timezoneOffsetHours: 6,
};
// 09:00 studio time on the 11th; "now" is given in UTC (studio time + 6 h).
const yoga = {
  single_class_id: 40,
  class_date: '2030-03-11T09:00:00.000Z',
  capacity: 14,
  location_id: 1,
  class_type_id: 1,
  class_type: { class_type_id: 1, name: 'Yoga' },
  class_instructors: [],
  class_reservations: [{ class_reservation_id: 12, customer_id: 1 }],
} satisfies SingleClass;
const dayBefore = '2030-03-10T15:00:00.000Z';
const hourBefore = '2030-03-11T14:00:00.000Z';

function start(cancel: () => Promise<string>) {
  const reportCancelled = vi.fn();
  const reportFailure = vi.fn();
  const cancelReservation = vi.fn(cancel);
  const machine = cancelReservationMachine.provide({
    actors: { cancelReservation: fromPromise(cancelReservation) },
  });
  const actor = createActor(machine, { input: policy });
  actor.on('cancel.done', (event) => reportCancelled(event.message));
  actor.on('cancel.failed', (event) => reportFailure(event.message));
  actor.start();
  return { actor, reportCancelled, reportFailure, cancelReservation };
}

describe('the cancel-reservation machine', () => {
  it('asks, cancels, and reports the server message', async () => {
    const { actor, reportCancelled, cancelReservation } = start(async () => 'Reservación cancelada.');
    actor.send({ type: 'cancel.start', singleClass: yoga, classReservationId: 12, at: dayBefore });
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    expect(selectLosesCredit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(cancelReservation).toHaveBeenCalledWith(
      expect.objectContaining({ input: { classReservationId: 12 } }),
    );
    expect(reportCancelled).toHaveBeenCalledWith('Reservación cancelada.');
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
  });

  it('warns that the credit is lost inside the cancel window', () => {
    const { actor } = start(async () => '');
    actor.send({ type: 'cancel.start', singleClass: yoga, classReservationId: 12, at: hourBefore });
    expect(selectLosesCredit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'cancel.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shows the server message when cancelling fails', async () => {
    const { actor, reportFailure, reportCancelled } = start(async () => {
      throw { kind: 'precondition', message: 'Tus clases son transferibles y no son cancelables' };
    });
    actor.send({ type: 'cancel.start', singleClass: yoga, classReservationId: 12, at: dayBefore });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(reportFailure).toHaveBeenCalledWith('Tus clases son transferibles y no son cancelables');
    expect(reportCancelled).not.toHaveBeenCalled();
  });
});

type Snapshot = SnapshotFrom<typeof cancelReservationMachine>;
const EVENTS: (EventObject & Record<string, unknown>)[] = [
  { type: 'cancel.start', singleClass: yoga, classReservationId: 12, at: dayBefore },
  { type: 'cancel.confirm' },
  { type: 'cancel.dismiss' },
  { type: 'xstate.done.actor.cancelReservation', output: 'Reservación cancelada.' },
  { type: 'xstate.error.actor.cancelReservation', error: { kind: 'network', message: 'x' } },
];
const frozen = cancelReservationMachine.provide({
  actors: {
    cancelReservation: fromPromise<string, { classReservationId: number }>(
      () => new Promise(() => undefined),
    ),
  },
});
const paths = getShortestPaths(frozen, {
  input: policy,
  events: (snapshot) => EVENTS.filter((event) => (snapshot as Snapshot).can(event as never)) as never,
  serializeState: byTransition,
});

describe('every path of the cancel-reservation machine', () => {
  it('takes every transition the machine defines', () => {
    expect(untakenTransitions(cancelReservationMachine, paths)).toEqual([]);
  });

  it.each(paths.map((path) => [trailOf(path), path] as const))('replays %s', (_, path) =>
    expectReplayEndsAsPath(frozen, path, policy),
  );
});
