import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createWaitlistActors } from '#machines/waitlist/actors';
import { CONFIRM_LEAVE_MS, waitlistMachine } from '#machines/waitlist/machine';
import { selectIsOnWaitlistFn } from '#machines/waitlist/selectors';
import { seeded } from '#mocks/seed';
import { signInAs } from '#tests/support/sign-in';

/** The machine with its real actors against the mock backend (MSW in Node). */
function start() {
  const notifyFailure = vi.fn();
  const notifyJoined = vi.fn();
  const notifyLeft = vi.fn();
  const clock = new SimulatedClock();
  const machine = waitlistMachine.provide({
    actors: createWaitlistActors(),
    actions: { notifyJoined, notifyLeft, notifyFailure: (_, failure) => notifyFailure(failure.message) },
  });
  const actor = createActor(machine, { input: { signedIn: true }, clock }).start();
  return { actor, clock, notifyFailure, notifyJoined, notifyLeft };
}
const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('ready') || s.matches('loadFailed'), { timeout: 15_000 });

/** Saves the entry with id 1 on the full class through the real save actor; settles as it does. */
function saveEntryOne() {
  const { saveWaitlist } = createWaitlistActors();
  const saved = createActor(saveWaitlist, { input: { waitlist_id: 1, single_class_id: seeded!.full } });
  const output = new Promise((resolve, reject) =>
    saved.subscribe({ complete: () => resolve(saved.getSnapshot().output), error: reject }),
  );
  saved.start();
  return output;
}

describe('the waitlist machine with its real actors', () => {
  it('ilimitada sees the full class on her list, leaves it, and the list is empty', async () => {
    signInAs('ilimitada');
    const { actor, clock, notifyLeft } = start();
    await settled(actor);
    const [entry] = actor.getSnapshot().context.waitlists;
    expect(entry?.single_class_id).toBe(seeded!.full);
    expect(entry?.single_class?.class_type.name).toBeTruthy();

    actor.send({ type: 'waitlist.leave', singleClassId: seeded!.full });
    clock.increment(CONFIRM_LEAVE_MS);
    actor.send({ type: 'waitlist.leave.confirm' });
    await waitFor(actor, (s) => s.matches('loading'));
    await settled(actor);
    expect(notifyLeft).toHaveBeenCalled();
    expect(actor.getSnapshot().context.waitlists).toEqual([]);
  });

  it('ana joins the full class with a POST and then is on its list', async () => {
    signInAs('ana');
    const { actor, notifyJoined } = start();
    await settled(actor);
    expect(selectIsOnWaitlistFn(actor.getSnapshot())(seeded!.full)).toBe(false);
    actor.send({ type: 'waitlist.join', singleClassId: seeded!.full });
    await waitFor(actor, (s) => s.matches('loading'));
    await settled(actor);
    expect(notifyJoined).toHaveBeenCalled();
    expect(selectIsOnWaitlistFn(actor.getSnapshot())(seeded!.full)).toBe(true);
  });

  it("a class with places left is refused with the server's 412 message", async () => {
    signInAs('ana');
    const { actor, notifyFailure } = start();
    await settled(actor);
    actor.send({ type: 'waitlist.join', singleClassId: seeded!.leadTime });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(notifyFailure).toHaveBeenCalledWith('La clase todavía tiene lugares disponibles.');
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('saves with PUT when the entry already has a numeric id', async () => {
    signInAs('ilimitada');
    await expect(saveEntryOne()).resolves.toMatchObject({ waitlist_id: 1, single_class_id: seeded!.full });
  });

  it("someone else's entry cannot be updated: the server says not found", async () => {
    signInAs('ana');
    await expect(saveEntryOne()).rejects.toMatchObject({ status: 404 });
  });
});
