import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  CONFIRM_LEAVE_MS,
  waitlistMachine,
  type Waitlist,
  type WaitlistInput,
} from '#machines/waitlist/machine';
import {
  selectConfirmingLeave,
  selectIsOnWaitlistFn,
  selectPendingClassId,
} from '#machines/waitlist/selectors';

const entry = (waitlist_id: number, single_class_id: number): Waitlist => ({
  waitlist_id,
  single_class_id,
  customer_id: 2,
  createdAt: '2026-11-20T10:00:00Z',
});

/** A fake server: the list in memory, with switches to refuse. */
function fakeServer() {
  const state = {
    list: [entry(1, 10)],
    refuseSave: null as string | null,
    refuseLeave: null as string | null,
    failLoad: false,
  };
  const calls = { saved: [] as WaitlistInput[], left: [] as number[] };
  const actors = {
    loadWaitlists: fromPromise<Waitlist[]>(async () => {
      if (state.failLoad) throw new Error('sin red');
      return [...state.list];
    }),
    saveWaitlist: fromPromise<Waitlist, WaitlistInput>(async ({ input }) => {
      calls.saved.push(input);
      if (state.refuseSave) throw { status: 409, message: state.refuseSave };
      const created = entry(state.list.length + 100, input.single_class_id);
      state.list.push(created);
      return created;
    }),
    leaveWaitlist: fromPromise<void, { waitlistId: number }>(async ({ input }) => {
      calls.left.push(input.waitlistId);
      if (state.refuseLeave) throw { status: 403, message: state.refuseLeave };
      state.list = state.list.filter((e) => e.waitlist_id !== input.waitlistId);
    }),
  };
  return { state, calls, actors };
}

function start(signedIn = true) {
  const server = fakeServer();
  const spies = {
    requireLogin: vi.fn(),
    notifyJoined: vi.fn(),
    notifyLeft: vi.fn(),
    notifyFailure: vi.fn(),
    notifyChanged: vi.fn(),
  };
  const clock = new SimulatedClock();
  const machine = waitlistMachine.provide({
    actors: server.actors,
    actions: {
      requireLogin: spies.requireLogin,
      notifyJoined: spies.notifyJoined,
      notifyLeft: spies.notifyLeft,
      notifyFailure: (_, failure) => spies.notifyFailure(failure.message),
      notifyChanged: spies.notifyChanged,
    },
  });
  const actor = createActor(machine, { input: { signedIn }, clock }).start();
  return { actor, clock, spies, ...server };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('ready') || s.matches('loadFailed') || s.matches('visitor'));

describe('the waitlist machine', () => {
  it('a visitor has no list: joining asks them to log in', () => {
    const { actor, spies } = start(false);
    expect(actor.getSnapshot().value).toBe('visitor');
    actor.send({ type: 'waitlist.join', singleClassId: 30 });
    expect(spies.requireLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('visitor');
  });

  it('signed in, it loads the customer waitlists', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(selectIsOnWaitlistFn(actor.getSnapshot())(10)).toBe(true);
    expect(selectIsOnWaitlistFn(actor.getSnapshot())(30)).toBe(false);
  });

  it('loads once the customer signs in, and forgets the list when they sign out', async () => {
    const { actor } = start(false);
    actor.send({ type: 'waitlist.signedIn' });
    await settled(actor);
    expect(actor.getSnapshot().context.waitlists).toHaveLength(1);
    actor.send({ type: 'waitlist.signedOut' });
    expect(actor.getSnapshot().value).toBe('visitor');
    expect(actor.getSnapshot().context.waitlists).toEqual([]);
  });

  it('a failed load can be retried', async () => {
    const { actor, state } = start(false);
    state.failLoad = true;
    actor.send({ type: 'waitlist.signedIn' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('loadFailed');
    state.failLoad = false;
    actor.send({ type: 'waitlist.reload' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('joining saves with POST input (no id), says so, tells the calendar and reloads', async () => {
    const { actor, spies, calls } = start();
    await settled(actor);
    actor.send({ type: 'waitlist.join', singleClassId: 30 });
    expect(actor.getSnapshot().value).toBe('joining');
    expect(selectPendingClassId(actor.getSnapshot())).toBe(30);
    await waitFor(actor, (s) => s.matches('loading'));
    await settled(actor);
    expect(calls.saved).toEqual([{ single_class_id: 30 }]);
    expect(spies.notifyJoined).toHaveBeenCalledTimes(1);
    expect(spies.notifyChanged).toHaveBeenCalledTimes(1);
    expect(selectIsOnWaitlistFn(actor.getSnapshot())(30)).toBe(true);
  });

  it("tells listeners with a 'waitlist.changed' event when nothing overrides the action", async () => {
    const server = fakeServer();
    const actor = createActor(waitlistMachine.provide({ actors: server.actors }), {
      input: { signedIn: true },
    }).start();
    const heard = vi.fn();
    actor.on('waitlist.changed', heard);
    await settled(actor as never);
    actor.send({ type: 'waitlist.join', singleClassId: 30 });
    await waitFor(actor, (s) => s.matches('loading'));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('cannot join a list it is already on', async () => {
    const { actor } = start();
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'waitlist.join', singleClassId: 10 })).toBe(false);
    actor.send({ type: 'waitlist.join', singleClassId: 10 });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it("a refused join shows the server's message and changes nothing", async () => {
    const { actor, spies, state } = start();
    await settled(actor);
    state.refuseSave = 'La clase todavía tiene lugares disponibles.';
    actor.send({ type: 'waitlist.join', singleClassId: 30 });
    await settled(actor);
    expect(spies.notifyFailure).toHaveBeenCalledWith('La clase todavía tiene lugares disponibles.');
    expect(actor.getSnapshot().context.failure).toEqual({
      message: 'La clase todavía tiene lugares disponibles.',
    });
    expect(spies.notifyChanged).not.toHaveBeenCalled();
    expect(selectPendingClassId(actor.getSnapshot())).toBeNull();
  });

  it('leaving asks for confirmation only after 500 ms', async () => {
    const { actor, clock } = start();
    await settled(actor);
    actor.send({ type: 'waitlist.leave', singleClassId: 10 });
    expect(actor.getSnapshot().value).toBe('leaveRequested');
    expect(selectConfirmingLeave(actor.getSnapshot())).toBe(false);
    clock.increment(CONFIRM_LEAVE_MS - 1);
    expect(actor.getSnapshot().value).toBe('leaveRequested');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('confirmingLeave');
    expect(selectConfirmingLeave(actor.getSnapshot())).toBe(true);
  });

  it('confirming removes the entry by its waitlist id, says so and reloads', async () => {
    const { actor, clock, spies, calls } = start();
    await settled(actor);
    actor.send({ type: 'waitlist.leave', singleClassId: 10 });
    clock.increment(CONFIRM_LEAVE_MS);
    actor.send({ type: 'waitlist.leave.confirm' });
    expect(actor.getSnapshot().value).toBe('leaving');
    await waitFor(actor, (s) => s.matches('loading'));
    await settled(actor);
    expect(calls.left).toEqual([1]);
    expect(spies.notifyLeft).toHaveBeenCalledTimes(1);
    expect(spies.notifyChanged).toHaveBeenCalledTimes(1);
    expect(selectIsOnWaitlistFn(actor.getSnapshot())(10)).toBe(false);
  });

  it('cancelling, before or after the confirmation opens, keeps the entry', async () => {
    const { actor, clock, calls } = start();
    await settled(actor);
    actor.send({ type: 'waitlist.leave', singleClassId: 10 });
    actor.send({ type: 'waitlist.leave.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    // The timer of the cancelled request must not open the dialog later.
    clock.increment(CONFIRM_LEAVE_MS);
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'waitlist.leave', singleClassId: 10 });
    clock.increment(CONFIRM_LEAVE_MS);
    actor.send({ type: 'waitlist.leave.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.left).toEqual([]);
  });

  it('cannot leave a list it is not on', async () => {
    const { actor } = start();
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'waitlist.leave', singleClassId: 30 })).toBe(false);
  });

  it("a refused leave shows the server's message", async () => {
    const { actor, clock, spies, state } = start();
    await settled(actor);
    state.refuseLeave = 'Esta lista de espera no es tuya.';
    actor.send({ type: 'waitlist.leave', singleClassId: 10 });
    clock.increment(CONFIRM_LEAVE_MS);
    actor.send({ type: 'waitlist.leave.confirm' });
    await settled(actor);
    expect(spies.notifyFailure).toHaveBeenCalledWith('Esta lista de espera no es tuya.');
    expect(spies.notifyLeft).not.toHaveBeenCalled();
  });
});
