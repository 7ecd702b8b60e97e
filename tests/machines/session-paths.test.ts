import { describe, expect, it } from 'vitest';
import { type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { expectReplayEndsAsPath, pending } from '#tests/support/machine-paths';
import type { Account } from '#machines/session/context';
import { sessionMachine } from '#machines/session/machine';

/**
 * Model-based: every state of the session machine is reached by some path of user events and
 * actor outcomes, and replaying each path on a running actor ends in the state the model says.
 */
const account: Account = {
  identity: { uid: 'qa-ana', email: 'ana@demo.mx' },
  customer: { customer_id: 1, name: 'Ana', email: 'ana@demo.mx' },
  user: { uid: 'qa-ana', email: 'ana@demo.mx', role: 'customer', customer_id: 1, coach_id: null },
};
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: { kind: 'network' } });
/** The studio's server answered with a failure of its own (a 5xx), not a refusal. */
const serverError = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: { kind: 'other', message: 'Error interno del servidor.', status: 500 },
});

const OUTCOMES: Record<string, EventObject[]> = {
  restoreSession: [
    done('restoreSession', account),
    done('restoreSession', null),
    error('restoreSession'),
    serverError('restoreSession'),
  ],
  logIn: [done('logIn', account), error('logIn')],
  logInWithProvider: [done('logInWithProvider', account), error('logInWithProvider')],
  signUp: [done('signUp', account), error('signUp')],
  sendPasswordReset: [done('sendPasswordReset', 'ana@demo.mx'), error('sendPasswordReset')],
  sendSignInLink: [done('sendSignInLink', 'ana@demo.mx'), error('sendSignInLink')],
  completeSignInLink: [done('completeSignInLink', account), error('completeSignInLink')],
  logOut: [done('logOut', undefined), error('logOut')],
  refreshToken: [done('refreshToken', undefined), error('refreshToken')],
  loadCustomer: [done('loadCustomer', account.customer), error('loadCustomer')],
  loadOfflineAccount: [
    done('loadOfflineAccount', { ...account, user: null, savedAt: '2026-11-18T16:00:00.000Z' }),
    done('loadOfflineAccount', null),
    error('loadOfflineAccount'),
  ],
};

const USER_EVENTS = [
  { type: 'session.login', credentials: { email: 'ana@demo.mx', password: 'demo1234' } },
  { type: 'session.signup', request: { email: 'nueva@demo.mx', password: 'demo1234', customer: {} } },
  { type: 'session.recover', email: 'ana@demo.mx' },
  { type: 'session.provider', signIn: { kind: 'google', email: 'ana@demo.mx' } },
  { type: 'session.link.send', email: 'ana@demo.mx' },
  { type: 'session.link.complete', url: 'http://localhost/entrar?oobCode=x' },
  { type: 'session.logout' },
  { type: 'session.expired' },
  { type: 'session.reauth', password: 'demo1234' },
  { type: 'session.api.responded', at: 60_000 },
  { type: 'session.customer.reload' },
  { type: 'session.failure.dismiss' },
  { type: 'session.online' },
] as const;

type Snapshot = SnapshotFrom<typeof sessionMachine>;

function eventsFor(snapshot: Snapshot): EventObject[] {
  const invoked = Object.keys(snapshot.children);
  return [...USER_EVENTS, ...invoked.flatMap((id) => OUTCOMES[id] ?? [])];
}

const frozen = sessionMachine.provide({
  actors: Object.fromEntries(Object.keys(OUTCOMES).map((id) => [id, pending()])) as never,
});

const paths = getShortestPaths(frozen, {
  events: (snapshot) => eventsFor(snapshot as Snapshot) as never,
  // The outage decides where a start without the device's copy goes (a visitor, or restoring again).
  serializeState: (snapshot) =>
    JSON.stringify([(snapshot as Snapshot).value, (snapshot as Snapshot).context.outage]),
});

function leafStates(node: { states: Record<string, unknown>; key: string }, prefix = ''): string[] {
  const children = Object.entries(node.states) as Array<
    [string, { states: Record<string, unknown>; key: string }]
  >;
  if (children.length === 0) return [prefix];
  return children.flatMap(([key, child]) => leafStates(child, prefix ? `${prefix}.${key}` : key));
}

function valuePath(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value as Record<string, unknown>)[0]!;
  return `${key}.${valuePath(child)}`;
}

describe('every path of the session machine', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => valuePath(path.state.value)));
    expect([...reached].sort()).toEqual(leafStates(sessionMachine.root).sort());
  });

  it.each(paths.map((path) => [valuePath(path.state.value), path] as const))(
    'replays the path to %s on a running actor',
    (_, path) => expectReplayEndsAsPath(frozen, path),
  );
});
