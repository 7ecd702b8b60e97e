import type { CustomSpotMap, Customer, SingleClass } from '#src/api/entities';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  byTransition,
  expectReplayEndsAsPath,
  pending,
  trailOf,
  untakenTransitions,
} from '#tests/support/machine-paths';
import type { ReserveChecks, ReserveFailure, SaveInput } from '#machines/reserve/context';
import { reserveMachine } from '#machines/reserve/machine';
import {
  selectFailureMessage,
  selectModal,
  selectPenaltyEnd,
  selectSpotLayout,
} from '#machines/reserve/selectors';

const ana = { customer_id: 1, name: 'Ana', email: 'ana@demo.mx' } as Customer;

const yoga: SingleClass = {
  single_class_id: 40,
  class_date: '2030-03-11T09:00:00.000Z',
  capacity: 14,
  location_id: 1,
  location: { location_id: 1, name: 'Roma' },
  class_type_id: 1,
  class_type: { class_type_id: 1, name: 'Yoga', spot_map: '4,5,5' },
  class_instructors: [],
  class_reservations: [{ class_reservation_id: 9, customer_id: 2, spot: 3 }],
};

const checks = (over: Partial<ReserveChecks> = {}): ReserveChecks => ({
  unaccepted: [],
  missing: [],
  penalties: [],
  credits: [{ available_classes: 5 } as ReserveChecks['credits'][number]],
  checkedAt: '2030-03-01T00:00:00.000Z',
  ...over,
});

const CHECKS = {
  ok: checks(),
  terms: checks({ unaccepted: [{ page_id: 3, title: 'Reglamento', content: '<p>x</p>' }] }),
  profile: checks({ missing: ['Teléfono'] }),
  penalty: checks({ penalties: [{ penalty_id: 1, customer_id: 1, end_date: '2030-03-05T00:00:00.000Z' }] }),
  noCredits: checks({ credits: [] }),
};

interface Fakes {
  checks?: ReserveChecks[];
  save?: (input: SaveInput) => Promise<unknown>;
  customMap?: CustomSpotMap | null;
  refreshed?: SingleClass;
}

function start(fakes: Fakes = {}, settings = { guestsAllowed: true, spotMapEnabled: true }) {
  const queue = [...(fakes.checks ?? [CHECKS.ok])];
  const save = vi.fn(fakes.save ?? (async () => ({})));
  const reportSaved = vi.fn();
  const acceptPage = vi.fn(async (): Promise<void> => undefined);
  const machine = reserveMachine.provide({
    actors: {
      loadChecks: fromPromise(async () => queue.shift() ?? CHECKS.ok),
      acceptPage: fromPromise(acceptPage),
      loadSpotMap: fromPromise(async () => fakes.customMap ?? null),
      saveReservation: fromPromise(({ input }: { input: SaveInput }) => save(input)),
      loadClass: fromPromise(async () => fakes.refreshed ?? yoga),
    },
  });
  const actor = createActor(machine, { input: settings });
  actor.on('reserve.saved', reportSaved);
  actor.start();
  return { actor, save, reportSaved, acceptPage };
}

const reject = (failure: ReserveFailure) => async () => {
  throw failure;
};

/** Starts ana's reservation of the yoga class, adds the guest Luis, picks spot 7 and submits. */
async function submitWithGuestLuisOnSpot7(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'reserve.start', singleClass: yoga, customer: ana });
  await waitFor(actor, (s) => s.matches('form'));
  actor.send({ type: 'guest.toggle', on: true });
  actor.send({ type: 'guest.change', name: 'Luis' });
  actor.send({ type: 'spot.select', spot: 7 });
  actor.send({ type: 'reserve.submit' });
}

describe('the reserve machine', () => {
  afterEach(() => vi.useRealTimers());

  it('a visitor gets the login modal; signing in resumes the flow after 1 s', async () => {
    vi.useFakeTimers();
    const { actor } = start();
    actor.send({ type: 'reserve.start', singleClass: yoga, customer: null });
    expect(selectModal(actor.getSnapshot())).toBe('login');
    actor.send({ type: 'session.authenticated', customer: ana });
    expect(actor.getSnapshot().value).toBe('resuming');
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().value).toBe('resuming');
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(actor, (s) => s.matches('form'));
    expect(actor.getSnapshot().context.customer).toEqual(ana);
  });

  it.each([
    ['terms', CHECKS.terms, 'terms'],
    ['profile', CHECKS.profile, 'profile'],
    ['penalty', CHECKS.penalty, 'penalty'],
    ['noCredits', CHECKS.noCredits, 'outOfCredits'],
    ['ok', CHECKS.ok, 'reserve'],
  ] as const)('checks %s → the %s modal', async (_, given, modal) => {
    const { actor } = start({ checks: [given] });
    actor.send({ type: 'reserve.start', singleClass: yoga, customer: ana });
    await waitFor(actor, (s) => !s.matches('checking') && !s.matches('loadingSpotMap'));
    expect(selectModal(actor.getSnapshot())).toBe(modal);
    if (modal !== 'reserve' && modal !== 'terms') {
      actor.send({ type: 'reserve.close' });
      expect(selectModal(actor.getSnapshot())).toBeNull();
    }
  });

  it('shows the penalty end date', async () => {
    const { actor } = start({ checks: [CHECKS.penalty] });
    actor.send({ type: 'reserve.start', singleClass: yoga, customer: ana });
    await waitFor(actor, (s) => s.matches('penalty'));
    expect(selectPenaltyEnd(actor.getSnapshot())).toBe('2030-03-05T00:00:00.000Z');
  });

  it('terms: needs the box ticked, accepts, re-checks, then opens the reserve modal', async () => {
    const { actor, acceptPage } = start({ checks: [CHECKS.terms, CHECKS.ok] });
    actor.send({ type: 'reserve.start', singleClass: yoga, customer: ana });
    await waitFor(actor, (s) => s.matches('terms'));
    actor.send({ type: 'terms.accept', checked: false });
    expect(actor.getSnapshot().context.consentMissing).toBe(true);
    actor.send({ type: 'terms.accept', checked: true });
    await waitFor(actor, (s) => s.matches('form'));
    expect(acceptPage).toHaveBeenCalledWith(expect.objectContaining({ input: { pageId: 3, customerId: 1 } }));
  });

  it('a guest needs 2 characters; saving posts guest and spot and reports', async () => {
    const { actor, save, reportSaved } = start();
    actor.send({ type: 'reserve.start', singleClass: yoga, customer: ana });
    await waitFor(actor, (s) => s.matches('form'));
    actor.send({ type: 'guest.toggle', on: true });
    actor.send({ type: 'guest.change', name: 'L' });
    actor.send({ type: 'reserve.submit' });
    expect(actor.getSnapshot().context.guestError).toBe(true);
    expect(actor.getSnapshot().value).toBe('form');
    actor.send({ type: 'guest.change', name: ' Luis ' });
    actor.send({ type: 'spot.select', spot: 7 });
    actor.send({ type: 'reserve.submit' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(save).toHaveBeenCalledWith({ single_class_id: 40, spot: 7, guest: 'Luis' });
    expect(reportSaved).toHaveBeenCalledOnce();
  });

  it('updates (PUT input) when the customer already holds a reservation in the class', async () => {
    const { actor, save } = start();
    const reserved = { ...yoga, class_reservations: [{ class_reservation_id: 12, customer_id: 1, spot: 5 }] };
    actor.send({ type: 'reserve.start', singleClass: reserved, customer: ana });
    await waitFor(actor, (s) => s.matches('form'));
    // Their own spot is not shown as taken.
    expect(selectSpotLayout(actor.getSnapshot())?.[1]?.[0]).toMatchObject({ value: 5, taken: false });
    actor.send({ type: 'reserve.submit' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(save).toHaveBeenCalledWith({
      single_class_id: 40,
      class_reservation_id: 12,
      spot: 5,
      guest: null,
    });
  });

  it.each(['precondition', 'full', 'conflict', 'network'] as const)(
    'a %s failure shows the message and keeps the choices',
    async (kind) => {
      const { actor } = start({ save: reject({ kind, message: 'Mensaje del servidor' }) });
      await submitWithGuestLuisOnSpot7(actor);
      await waitFor(actor, (s) => s.matches('form'));
      expect(selectFailureMessage(actor.getSnapshot())).toBe('Mensaje del servidor');
      expect(actor.getSnapshot().context).toMatchObject({ guestName: 'Luis', spot: 7, withGuest: true });
    },
  );

  it('a spot taken meanwhile refreshes the class, keeps the guest, and asks for another spot', async () => {
    const refreshed = {
      ...yoga,
      class_reservations: [...yoga.class_reservations, { class_reservation_id: 10, customer_id: 3, spot: 7 }],
    };
    const { actor } = start({
      save: reject({ kind: 'spotTaken', message: 'Ese lugar ya fue reservado. Elige otro.' }),
      refreshed,
    });
    await submitWithGuestLuisOnSpot7(actor);
    await waitFor(actor, (s) => s.matches('form') && s.context.singleClass === refreshed);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context).toMatchObject({ guestName: 'Luis', spot: null });
    expect(selectFailureMessage(snapshot)).toBe('Ese lugar ya fue reservado. Elige otro.');
    expect(selectSpotLayout(snapshot)?.[1]?.[2]).toMatchObject({ value: 7, taken: true });
  });

  it('a custom spot map wins over row sizes; spot maps off shows none and sends no spot', async () => {
    const customMap = {
      CustomSpotMap_id: 1,
      rows: 1,
      columns: 2,
      spots: '{"A1":{"label":"1","selectable":true},"A2":{"label":"2","selectable":false}}',
    };
    const on = start({ customMap });
    on.actor.send({ type: 'reserve.start', singleClass: yoga, customer: ana });
    await waitFor(on.actor, (s) => s.matches('form'));
    expect(selectSpotLayout(on.actor.getSnapshot())?.[0]?.map((c) => c?.key)).toEqual(['A1', 'A2']);

    const off = start({}, { guestsAllowed: false, spotMapEnabled: false });
    off.actor.send({ type: 'reserve.start', singleClass: yoga, customer: ana });
    await waitFor(off.actor, (s) => s.matches('form'));
    expect(selectSpotLayout(off.actor.getSnapshot())).toBeNull();
    off.actor.send({ type: 'spot.select', spot: 2 });
    off.actor.send({ type: 'guest.toggle', on: true });
    off.actor.send({ type: 'guest.change', name: 'Luis' });
    off.actor.send({ type: 'reserve.submit' });
    await waitFor(off.actor, (s) => s.matches('idle'));
    expect(off.save).toHaveBeenCalledWith({ single_class_id: 40, spot: null, guest: null });
  });
});

/*
 * Model-based: every (state, event) pair the machine defines is reached by some shortest path of
 * user events and actor outcomes, and replaying each path on a running actor (actors frozen, the
 * path's own done/error events driving it) ends where the model says.
 */
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, failure: ReserveFailure) => ({ type: `xstate.error.actor.${id}`, error: failure });
const message = 'Mensaje';

type AnyEvent = EventObject & Record<string, unknown>;
const OUTCOMES: Record<string, AnyEvent[]> = {
  loadChecks: [
    ...Object.values(CHECKS).map((given) => done('loadChecks', given)),
    error('loadChecks', { kind: 'network', message }),
  ],
  acceptPage: [done('acceptPage', undefined), error('acceptPage', { kind: 'network', message })],
  loadSpotMap: [done('loadSpotMap', null), error('loadSpotMap', { kind: 'network', message })],
  saveReservation: [
    done('saveReservation', {}),
    error('saveReservation', { kind: 'spotTaken', message }),
    error('saveReservation', { kind: 'precondition', message }),
  ],
  loadClass: [done('loadClass', yoga), error('loadClass', { kind: 'network', message })],
};

const USER_EVENTS: AnyEvent[] = [
  { type: 'reserve.start', singleClass: yoga, customer: null },
  { type: 'reserve.start', singleClass: yoga, customer: ana },
  { type: 'session.authenticated', customer: ana },
  { type: 'xstate.after.resumeAfterLogin.reserve.resuming' },
  { type: 'terms.accept', checked: false },
  { type: 'terms.accept', checked: true },
  { type: 'guest.toggle', on: true },
  { type: 'guest.change', name: 'L' },
  { type: 'spot.select', spot: 7 },
  { type: 'reserve.submit' },
  { type: 'reserve.close' },
];

type Snapshot = SnapshotFrom<typeof reserveMachine>;
const frozen = reserveMachine.provide({
  actors: Object.fromEntries(Object.keys(OUTCOMES).map((id) => [id, pending()])) as never,
});
const settings = { guestsAllowed: true, spotMapEnabled: true };

function eventsFor(snapshot: Snapshot): EventObject[] {
  const invoked = Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []);
  return [...USER_EVENTS, ...invoked].filter((event) => snapshot.can(event as never));
}

// One node per (state, event, next state): shortest paths then cover every transition taken.
const paths = getShortestPaths(frozen, {
  input: settings,
  events: (snapshot) => eventsFor(snapshot as Snapshot) as never,
  serializeState: byTransition,
});

describe('every path of the reserve machine', () => {
  it('takes every transition the machine defines', () => {
    expect(untakenTransitions(reserveMachine, paths)).toEqual([]);
  });

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => path.state.value as string));
    expect([...reached].sort()).toEqual(Object.keys(reserveMachine.root.states).sort());
  });

  it.each(paths.map((path) => [trailOf(path), path] as const))('replays %s', (_, path) =>
    expectReplayEndsAsPath(frozen, path, settings),
  );
});
