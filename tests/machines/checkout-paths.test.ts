import { describe, expect, it } from 'vitest';
import {
  createActor,
  type AnyEventObject,
  type InspectionEvent,
  type SnapshotFrom,
  type StateNode,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { pending } from '#tests/support/machine-paths';
import type { CheckoutInput } from '#machines/checkout/context';
import { checkoutMachine } from '#machines/checkout/machine';
import { blocker } from '#machines/checkout/rules';
import { account, failure, fivePack, freePack, settings, terms } from './checkout-fixtures';

/**
 * Model-based: from a visitor, every state of the checkout machine is reached by some path of
 * user events and actor outcomes; each path replays on a running actor; and from every state the
 * model reaches, every event is tried, so that every transition the machine defines (each guarded
 * branch, each `always`) is taken at least once.
 */
type Snapshot = SnapshotFrom<typeof checkoutMachine>;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, over: Parameters<typeof failure>[0]) => ({
  type: `xstate.error.actor.${id}`,
  error: failure(over),
});
const FEE = 9;

const USER_EVENTS: Record<string, AnyEventObject> = {
  'signed in': { type: 'checkout.signedIn', customerId: 1 },
  'signed in as another': { type: 'checkout.signedIn', customerId: 2 },
  'signed out': { type: 'checkout.signedOut' },
  retry: { type: 'checkout.retry' },
  'choose card': { type: 'choice.select', choice: { kind: 'card' } },
  'choose saved card': { type: 'choice.select', choice: { kind: 'savedCard', paymentSourceId: 1 } },
  'choose paypal': { type: 'choice.select', choice: { kind: 'paypal' } },
  'card complete': { type: 'card.change', empty: false, complete: true },
  'card emptied': { type: 'card.change', empty: true, complete: false },
  'check page': { type: 'page.check', pageId: terms.page_id, checked: true },
  'uncheck page': { type: 'page.check', pageId: terms.page_id, checked: false },
  'type code': { type: 'discount.change', code: 'BIENVENIDA10' },
  apply: { type: 'discount.apply' },
  clear: { type: 'discount.clear' },
  pay: { type: 'checkout.pay' },
  'paypal start': { type: 'paypal.start' },
  'paypal approve': { type: 'paypal.approve', orderId: 'MOCK-ORDER-1' },
  'paypal cancel': { type: 'paypal.cancel' },
  'paypal fail': { type: 'paypal.fail' },
};

const feePaid = [
  { purchase_id: 1, class_package_id: FEE, status: 'completed', total_payment: 300, createdAt: '' },
];
const OUTCOMES: Record<string, Record<string, AnyEventObject>> = {
  loadPackage: {
    'package loaded': done('loadPackage', fivePack),
    'free package loaded': done('loadPackage', freePack),
    'package missing': error('loadPackage', { kind: 'notFound', status: 404 }),
    'package failed': error('loadPackage', { kind: 'server', status: 500 }),
  },
  loadAccount: {
    'account, pages to accept': done('loadAccount', account({ acceptedPageIds: [], purchases: feePaid })),
    'account, fee unpaid': done('loadAccount', account()),
    'account failed': error('loadAccount', { kind: 'network', status: 0 }),
  },
  validateDiscount: {
    'code valid': done('validateDiscount', {
      discount_id: 1,
      discountCode: 'BIENVENIDA10',
      amount: 10,
      is_percent: true,
    }),
    'code refused': error('validateDiscount', { status: 412 }),
  },
  acceptPages: {
    'pages recorded': done('acceptPages', undefined),
    'pages failed': error('acceptPages', { kind: 'server', status: 500 }),
    'pages refused': error('acceptPages', { kind: 'other', status: 403 }),
  },
  attempt: {
    paid: done('attempt', { purchase_id: 50 }),
    'session url': done('attempt', { purchase_id: 50, session: { url: '/gracias/50' } }),
    'client secret': done('attempt', { purchase_id: 50, clientSecret: 'pi_mock_50_secret_1' }),
    declined: error('attempt', { kind: 'card', status: 402, code: 'card_declined' }),
    'no answer': error('attempt', { kind: 'network', status: 0 }),
  },
  confirmCard: {
    confirmed: done('confirmCard', undefined),
    'card refused': error('confirmCard', { kind: 'card', status: 402, stage: 'cardConfirmation' }),
  },
  createPaypalOrder: {
    'order created': done('createPaypalOrder', { orderId: 'MOCK-ORDER-1' }),
    'order failed': error('createPaypalOrder', { kind: 'precondition', status: 412 }),
    'order unanswered': error('createPaypalOrder', { kind: 'network', status: 0 }),
  },
  capturePaypal: {
    captured: done('capturePaypal', { purchase_id: 51 }),
    'capture failed': error('capturePaypal', { kind: 'notFound', status: 404 }),
    'capture unanswered': error('capturePaypal', { kind: 'server', status: 502 }),
  },
};

function labelledEvents(snapshot: Snapshot): Array<[string, AnyEventObject]> {
  const invoked = Object.keys(snapshot.children).flatMap((id) => Object.entries(OUTCOMES[id] ?? {}));
  return [...Object.entries(USER_EVENTS), ...invoked];
}

// Actors that never settle: the model's own done/error events drive the machine.
const frozen = checkoutMachine.provide({
  actors: Object.fromEntries(Object.keys(OUTCOMES).map((id) => [id, pending()])) as never,
});
const input: CheckoutInput = {
  classPackageId: 3,
  customerId: null,
  settings: { ...settings, signupFeePackageId: FEE },
  pages: [terms],
  keyPrefix: 'k',
};

const valueOf = (snapshot: Snapshot) => JSON.stringify(snapshot.value);
/** What decides where the form's events lead: the state, what blocks paying, the choice, a code. */
const serialize = (snapshot: Snapshot) =>
  JSON.stringify([
    snapshot.value,
    blocker(snapshot.context),
    snapshot.context.choice?.kind ?? null,
    snapshot.context.discountCode !== '',
    snapshot.context.pkg?.price === 0,
  ]);

const paths = getShortestPaths(frozen, {
  input,
  events: (snapshot) => labelledEvents(snapshot as Snapshot).map(([, event]) => event) as never,
  serializeState: (snapshot) => serialize(snapshot as Snapshot),
});

/** Replays events on a running actor; `taken` collects every transition it takes. */
function replay(events: readonly AnyEventObject[], taken?: Set<unknown>) {
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') {
      for (const transition of (event as { _transitions?: unknown[] })._transitions ?? [])
        taken?.add(transition);
    }
  };
  const actor = createActor(frozen, { input, inspect }).start();
  for (const event of events) actor.send(event as never);
  return actor;
}

/** Every transition the machine defines: per event, per guarded branch, and the `always` ones. */
function definedTransitions(node: StateNode<never, never> = frozen.root as never): unknown[] {
  const own = [...node.transitions.values()].flat();
  const always = node.always ?? [];
  return [
    ...own,
    ...always,
    ...Object.values(node.states).flatMap((child) => definedTransitions(child as never)),
  ];
}

function leafValues(node: StateNode<never, never>, prefix: string[] = []): string[] {
  const children = Object.entries(node.states);
  if (children.length === 0)
    return [JSON.stringify(prefix.length === 1 ? prefix[0] : { [prefix[0]!]: prefix[1] })];
  return children.flatMap(([key, child]) => leafValues(child as never, [...prefix, key]));
}

// Transient states never rest: the snapshot is always past them.
const TRANSIENT = ['"routing"', '{"paying":"starting"}'];

describe('every path of the checkout machine', () => {
  it('reaches every state but the transient ones', () => {
    const reached = new Set(paths.map((path) => valueOf(path.state as Snapshot)));
    const all = leafValues(frozen.root as never).filter((value) => !TRANSIENT.includes(value));
    expect([...reached].sort()).toEqual(all.sort());
  });

  it('replays every path on a running actor', () => {
    for (const path of paths) {
      const actor = replay(path.steps.slice(1).map((step) => step.event));
      expect(serialize(actor.getSnapshot())).toBe(serialize(path.state as Snapshot));
      actor.stop();
    }
  });

  it('takes every transition the machine defines', () => {
    const taken = new Set<unknown>();
    for (const path of paths) {
      const prefix = path.steps.slice(1).map((step) => step.event);
      const here = replay(prefix);
      const events = labelledEvents(here.getSnapshot()).map(([, event]) => event);
      here.stop();
      for (const event of events) replay([...prefix, event], taken).stop();
    }
    const missing = definedTransitions().filter((transition) => !taken.has(transition));
    const describe = (t: unknown) => {
      const { eventType, source, guard } = t as {
        eventType: string;
        source: { id: string };
        guard?: unknown;
      };
      return `${source.id} ${eventType} ${typeof guard === 'string' ? guard : JSON.stringify(guard ?? '')}`;
    };
    expect(missing.map(describe)).toEqual([]);
  });
});
