import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { checkInMachine, type CheckInChange, type RosterReservation } from '#machines/check-in/machine';
import { selectFailure, selectIsSaving, selectPending } from '#machines/check-in/selectors';

const refusal = { kind: 'rejected' as const, message: 'Esta reservación fue cancelada.' };

function start(fail = false) {
  const sent: CheckInChange[] = [];
  const changed: RosterReservation[] = [];
  let release: () => void = () => {};
  const machine = checkInMachine.provide({
    actors: {
      saveChange: fromPromise<RosterReservation, CheckInChange>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            sent.push(input);
            release = () =>
              fail
                ? reject(refusal)
                : resolve({ class_reservation_id: input.reservationId } as RosterReservation);
          }),
      ),
    },
    actions: { notifyChanged: (_, reservation) => changed.push(reservation) },
  });
  const actor = createActor(machine).start();
  return { actor, sent, changed, release: () => release() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const attend: CheckInChange = { reservationId: 9, field: 'attend', value: true };

describe('check-in machine', () => {
  it('sends one change at a time: a second tap while saving does nothing', async () => {
    const { actor, sent, changed, release } = start();
    actor.send({ type: 'checkIn.mark', change: attend });
    actor.send({ type: 'checkIn.mark', change: attend });
    actor.send({ type: 'checkIn.mark', change: { reservationId: 9, field: 'is_paid', value: true } });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    expect(selectPending(actor.getSnapshot())).toEqual(attend);
    expect(sent).toEqual([attend]);
    release();
    await settle();
    expect(changed).toEqual([{ class_reservation_id: 9 }]);
    expect(selectIsSaving(actor.getSnapshot())).toBe(false);
    expect(selectPending(actor.getSnapshot())).toBeNull();
  });

  it('keeps the refusal of a cancelled reservation for the view, and clears it on the next try', async () => {
    const { actor, sent, changed, release } = start(true);
    actor.send({ type: 'checkIn.mark', change: attend });
    release();
    await settle();
    expect(selectFailure(actor.getSnapshot())).toEqual(refusal);
    expect(selectIsSaving(actor.getSnapshot())).toBe(false);
    expect(changed).toEqual([]);
    actor.send({ type: 'checkIn.mark', change: attend });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    expect(sent).toHaveLength(2);
  });
});
