import type { Customer } from '#src/api/entities';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Account, OfflineAccount, SessionFailure } from '#machines/session/context';
import type { Credentials, SignUpRequest } from '#machines/session/events';
import { OFFLINE_RETRY_MS, sessionMachine, TOKEN_REFRESH_THROTTLE_MS } from '#machines/session/machine';
import {
  selectAccountEmail,
  selectFailure,
  selectMustSignInAgain,
  selectIsAuthenticated,
  selectIsBusy,
  selectIsUnverified,
  selectIsRestoring,
  selectOfflineSavedAt,
  selectServerFailed,
} from '#machines/session/selectors';

const ana: Account = {
  identity: { uid: 'qa-ana', email: 'ana@demo.mx' },
  customer: { customer_id: 1, name: 'Ana', email: 'ana@demo.mx' },
  user: { uid: 'qa-ana', email: 'ana@demo.mx', role: 'customer', customer_id: 1, coach_id: null },
};

function start(overrides: Partial<Record<string, unknown>> = {}) {
  const refreshToken = vi.fn(async () => undefined);
  const logOut = vi.fn(async () => undefined);
  const signedInAgain = vi.fn();
  const machine = sessionMachine.provide({
    actions: { signedInAgain },
    actors: {
      restoreSession: fromPromise(async () => (overrides.restored as Account | null) ?? null),
      logIn: fromPromise(async ({ input }: { input: { email: string; password: string } }) => {
        if (input.password !== 'demo1234') throw { kind: 'wrongPassword' } satisfies SessionFailure;
        return ana;
      }),
      signUp: fromPromise<Account, SignUpRequest>(async () => {
        throw { kind: 'alreadyCustomer' } satisfies SessionFailure;
      }),
      sendPasswordReset: fromPromise(async ({ input }: { input: { email: string } }) => input.email),
      logOut: fromPromise<void>(logOut),
      refreshToken: fromPromise<void>(refreshToken),
      loadCustomer: fromPromise<Customer | null>(async () => ({ ...ana.customer!, name: 'Ana María' })),
    },
  });
  const actor = createActor(machine).start();
  return { actor, refreshToken, logOut, signedInAgain };
}

/** A session that restored ana, once it is authenticated. */
async function signedInAna() {
  const started = start({ restored: ana });
  await waitFor(started.actor, (s) => s.hasTag('authenticated'));
  return started;
}

describe('the session machine', () => {
  it('restores to anonymous when there is no identity', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('anonymous'));
  });

  it('restores straight into the account when the identity persisted', async () => {
    const { actor } = start({ restored: ana });
    const snapshot = await waitFor(actor, (s) => s.hasTag('authenticated'));
    expect(snapshot.context.customer?.name).toBe('Ana');
  });

  it('logs in, and a wrong password stops the spinner with the failure', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'session.login', credentials: { email: 'ana@demo.mx', password: 'nope' } });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    const failed = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(selectIsBusy(failed)).toBe(false);
    expect(selectFailure(failed)).toEqual({ kind: 'wrongPassword' });

    actor.send({ type: 'session.login', credentials: { email: 'ana@demo.mx', password: 'demo1234' } });
    const signedIn = await waitFor(actor, (s) => selectIsAuthenticated(s));
    expect(selectFailure(signedIn)).toBeNull();
  });

  it('keeps the sign-up failure (409: already a customer) and stays anonymous', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({
      type: 'session.signup',
      request: { email: 'ana@demo.mx', password: 'demo1234', customer: {} },
    });
    const failed = await waitFor(actor, (s) => s.matches('anonymous') && s.context.failure !== null);
    expect(failed.context.failure).toEqual({ kind: 'alreadyCustomer' });
  });

  it('remembers where the recovery mail went', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'session.recover', email: 'ana@demo.mx' });
    const done = await waitFor(actor, (s) => s.matches('anonymous') && s.context.recoverySentTo !== null);
    expect(done.context.recoverySentTo).toBe('ana@demo.mx');
  });

  it('refreshes the identity token after answers at most once every 15 s', async () => {
    const { actor, refreshToken } = await signedInAna();
    const t0 = 1_000_000;
    actor.send({ type: 'session.api.responded', at: t0 });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    actor.send({ type: 'session.api.responded', at: t0 + TOKEN_REFRESH_THROTTLE_MS - 1 });
    actor.send({ type: 'session.api.responded', at: t0 + 5_000 });
    expect(refreshToken).toHaveBeenCalledTimes(1);
    actor.send({ type: 'session.api.responded', at: t0 + TOKEN_REFRESH_THROTTLE_MS });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    expect(refreshToken).toHaveBeenCalledTimes(2);
  });

  it('signs the identity out when the server says the token expired, keeping the screen for a sign-in in place', async () => {
    const { actor, logOut, signedInAgain } = await signedInAna();
    actor.send({ type: 'session.expired' });
    const asking = await waitFor(actor, (s) => s.matches({ expired: 'asking' }));
    expect(logOut).toHaveBeenCalledTimes(1);
    // The screens stay with what was typed: the customer is still the one shown.
    expect(selectIsAuthenticated(asking)).toBe(true);
    expect(selectMustSignInAgain(asking)).toBe(true);
    expect(selectAccountEmail(asking)).toBe('ana@demo.mx');
    expect(asking.context.customer?.customer_id).toBe(1);
    // More expired answers from calls still out change nothing.
    actor.send({ type: 'session.expired' });
    expect(logOut).toHaveBeenCalledTimes(1);

    actor.send({ type: 'session.reauth', password: 'otra' });
    const refused = await waitFor(
      actor,
      (s) => s.matches({ expired: 'asking' }) && s.context.failure !== null,
    );
    expect(selectFailure(refused)).toEqual({ kind: 'wrongPassword' });
    expect(signedInAgain).not.toHaveBeenCalled();

    actor.send({ type: 'session.reauth', password: 'demo1234' });
    const back = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(selectMustSignInAgain(back)).toBe(false);
    expect(back.context.expired).toBe(false);
    expect(back.context.failure).toBeNull();
    // The screens' reads that failed without a token meanwhile read again, once.
    expect(signedInAgain).toHaveBeenCalledTimes(1);
  });

  it('another account behind that email after an expiry ends the session: nothing on screen is theirs', async () => {
    const other: Account = { ...ana, identity: { uid: 'qa-otra', email: 'ana@demo.mx' } };
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          restoreSession: fromPromise<Account | null>(async () => ana),
          logIn: fromPromise<Account, Credentials>(async () => other),
          logOut: fromPromise<void>(async () => undefined),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.expired' });
    await waitFor(actor, (s) => s.matches({ expired: 'asking' }));
    actor.send({ type: 'session.reauth', password: 'demo1234' });
    const out = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(out.context.customer).toBeNull();
    expect(out.context.expired).toBe(true);
  });

  it('leaving after an expiry ends the session, and the login screen says why', async () => {
    const { actor } = await signedInAna();
    actor.send({ type: 'session.expired' });
    await waitFor(actor, (s) => s.matches({ expired: 'asking' }));
    actor.send({ type: 'session.logout' });
    const out = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(out.context.customer).toBeNull();
    expect(out.context.expired).toBe(true);
  });

  it('an expiry while still signing out takes no password yet', async () => {
    let release: () => void = () => {};
    const held = sessionMachine.provide({
      actors: {
        restoreSession: fromPromise<Account | null>(async () => ana),
        logOut: fromPromise<void>(() => new Promise<void>((resolve) => (release = resolve))),
      },
    });
    const actor = createActor(held).start();
    await waitFor(actor, (s) => s.hasTag('authenticated'));
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().matches({ expired: 'signingOut' })).toBe(true);
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'session.reauth', password: 'demo1234' });
    expect(actor.getSnapshot().matches({ expired: 'signingOut' })).toBe(true);
    release();
    await waitFor(actor, (s) => s.matches({ expired: 'asking' }));
  });

  it('logs out on request and forgets the customer', async () => {
    const { actor } = await signedInAna();
    actor.send({ type: 'session.logout' });
    const out = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(out.context.identity).toBeNull();
    expect(out.context.expired).toBe(false);
  });

  it('reloads the customer on request', async () => {
    const { actor } = await signedInAna();
    actor.send({ type: 'session.customer.reload' });
    const reloaded = await waitFor(actor, (s) => s.context.customer?.name === 'Ana María');
    expect(reloaded.matches({ authenticated: 'idle' })).toBe(true);
  });
});

describe('an identity without a customer record (a first provider sign-in)', () => {
  const pending: Account = {
    identity: { uid: 'google-1', email: 'nueva@demo.mx' },
    customer: null,
    user: null,
  };

  it('can finish signing up while signed in, and keeps the session when that fails', async () => {
    let attempts = 0;
    const machine = sessionMachine.provide({
      actors: {
        restoreSession: fromPromise<Account | null>(async () => pending),
        signUp: fromPromise<Account, SignUpRequest>(async () => {
          attempts += 1;
          if (attempts === 1) throw { kind: 'phoneTaken' } satisfies SessionFailure;
          return { ...pending, customer: { customer_id: 30, name: 'Nueva', email: 'nueva@demo.mx' } };
        }),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.hasTag('authenticated'));
    const request = { email: 'nueva@demo.mx', password: '', customer: { name: 'Nueva' } };
    actor.send({ type: 'session.signup', request });
    const failed = await waitFor(actor, (s) => s.context.failure !== null);
    expect(failed.hasTag('authenticated')).toBe(true);
    expect(failed.context.failure).toEqual({ kind: 'phoneTaken' });
    actor.send({ type: 'session.signup', request });
    const done = await waitFor(actor, (s) => s.context.customer !== null);
    expect(done.context.customer?.customer_id).toBe(30);
  });

  it('ignores a sign-up once the customer exists', async () => {
    const { actor } = await signedInAna();
    actor.send({ type: 'session.signup', request: { email: 'x@demo.mx', password: 'x', customer: {} } });
    expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
  });
});

describe('a cold start without signal (decision 038)', () => {
  const savedAt = '2026-11-18T16:00:00.000Z';
  const offlineAna: OfflineAccount = { ...ana, user: null, savedAt };
  const network: SessionFailure = { kind: 'network' };
  const serverError: SessionFailure = { kind: 'other', message: 'Error interno del servidor.', status: 500 };

  /** Restoring fails as `first` says, then answers each `later` outcome in turn. */
  function startOffline(options: {
    first: SessionFailure;
    copy?: OfflineAccount | null;
    later?: Array<Account | null | SessionFailure>;
  }) {
    const outcomes: Array<Account | null | SessionFailure> = [options.first, ...(options.later ?? [])];
    const restoreSession = vi.fn(async () => {
      const next = outcomes.shift() ?? null;
      if (next && 'kind' in next) throw next;
      return next;
    });
    const logOut = vi.fn(async () => undefined);
    const loadOfflineAccount = vi.fn(async () => (options.copy === undefined ? offlineAna : options.copy));
    const machine = sessionMachine.provide({
      actors: {
        restoreSession: fromPromise<Account | null>(restoreSession),
        loadOfflineAccount: fromPromise<OfflineAccount | null>(loadOfflineAccount),
        logOut: fromPromise<void>(logOut),
      },
    });
    const actor = createActor(machine).start();
    return { actor, restoreSession, loadOfflineAccount, logOut };
  }

  it('starts as the saved customer, signed in but not verified, when the server cannot be reached', async () => {
    const { actor, loadOfflineAccount } = startOffline({ first: network });
    const offline = await waitFor(actor, (s) => s.matches({ offline: 'waiting' }));
    expect(loadOfflineAccount).toHaveBeenCalledTimes(1);
    expect(selectIsAuthenticated(offline)).toBe(true);
    expect(selectIsUnverified(offline)).toBe(true);
    expect(selectOfflineSavedAt(offline)).toBe(savedAt);
    expect(offline.context.customer?.name).toBe('Ana');
    expect(offline.context.user).toBeNull();
  });

  it('stays anonymous without a copy for this identity, and when the server refused (not a network failure)', async () => {
    const noCopy = startOffline({ first: network, copy: null });
    const anonymous = await waitFor(noCopy.actor, (s) => s.matches('anonymous'));
    expect(selectIsUnverified(anonymous)).toBe(false);
    expect(anonymous.context.customer).toBeNull();

    const refused = startOffline({ first: { kind: 'other', message: 'Forbidden' } });
    await waitFor(refused.actor, (s) => s.matches('anonymous'));
    expect(refused.loadOfflineAccount).not.toHaveBeenCalled();
  });

  it('verifies for real when the network returns, and stays offline while it still cannot', async () => {
    const renamed: Account = { ...ana, customer: { ...ana.customer!, name: 'Ana María' } };
    const { actor } = startOffline({ first: network, later: [network, renamed] });
    await waitFor(actor, (s) => s.matches({ offline: 'waiting' }));
    actor.send({ type: 'session.online' });
    // Still no answer: back to waiting, the copy still shown.
    await waitFor(actor, (s) => s.matches({ offline: 'waiting' }) && s.context.customer !== null);
    actor.send({ type: 'session.online' });
    const verified = await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    expect(selectIsUnverified(verified)).toBe(false);
    expect(selectOfflineSavedAt(verified)).toBeNull();
    expect(verified.context.customer?.name).toBe('Ana María');
    expect(verified.context.user?.role).toBe('customer');
  });

  it('tries again on its own after a while', async () => {
    vi.useFakeTimers();
    try {
      const { actor, restoreSession } = startOffline({ first: network, later: [ana] });
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ offline: 'waiting' })).toBe(true));
      await vi.advanceTimersByTimeAsync(OFFLINE_RETRY_MS);
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true));
      expect(restoreSession).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the server failed, not the signal, once a verification reaches a failing server', async () => {
    const { actor } = startOffline({ first: network, later: [serverError, network] });
    const offline = await waitFor(actor, (s) => s.matches({ offline: 'waiting' }));
    expect(selectServerFailed(offline)).toBe(false);
    actor.send({ type: 'session.online' });
    await waitFor(actor, (s) => s.matches({ offline: 'waiting' }) && selectServerFailed(s));
    actor.send({ type: 'session.online' });
    await waitFor(actor, (s) => s.matches({ offline: 'waiting' }) && !selectServerFailed(s));
  });

  it('keeps the offline session when the server fails (5xx) while verifying, and tries again', async () => {
    const failing: SessionFailure = { kind: 'other', message: 'Error interno del servidor.', status: 500 };
    const { actor, logOut } = startOffline({ first: network, later: [failing, ana] });
    await waitFor(actor, (s) => s.matches({ offline: 'waiting' }));
    actor.send({ type: 'session.online' });
    await waitFor(actor, (s) => s.matches({ offline: 'waiting' }) && s.context.customer !== null);
    expect(logOut).not.toHaveBeenCalled();
    actor.send({ type: 'session.online' });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
  });

  it('ends as an expired session when the server then refuses it, or the identity is gone', async () => {
    const refused = startOffline({
      first: network,
      later: [{ kind: 'other', message: 'Unauthorized', status: 401 }],
    });
    await waitFor(refused.actor, (s) => s.matches({ offline: 'waiting' }));
    refused.actor.send({ type: 'session.online' });
    const ended = await waitFor(refused.actor, (s) => s.matches('anonymous'));
    expect(refused.logOut).toHaveBeenCalledTimes(1);
    expect(ended.context.expired).toBe(true);
    expect(ended.context.customer).toBeNull();
    expect(selectOfflineSavedAt(ended)).toBeNull();

    const gone = startOffline({ first: network, later: [null] });
    await waitFor(gone.actor, (s) => s.matches({ offline: 'waiting' }));
    gone.actor.send({ type: 'session.online' });
    await waitFor(gone.actor, (s) => s.matches('anonymous') && s.context.expired);
  });

  it('logs out from the offline session and forgets the customer', async () => {
    const { actor, logOut } = startOffline({ first: network });
    await waitFor(actor, (s) => s.matches({ offline: 'waiting' }));
    actor.send({ type: 'session.logout' });
    const out = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(logOut).toHaveBeenCalledTimes(1);
    expect(out.context.customer).toBeNull();
    expect(out.context.expired).toBe(false);
  });

  describe('a failing studio server (5xx) while a returning customer is restored', () => {
    it('keeps her session from the device’s copy, says the server failed, and tries again until it answers', async () => {
      vi.useFakeTimers();
      try {
        const { actor, restoreSession, logOut } = startOffline({
          first: serverError,
          later: [serverError, ana],
        });
        await vi.waitFor(() => expect(actor.getSnapshot().matches({ offline: 'waiting' })).toBe(true));
        const kept = actor.getSnapshot();
        expect(selectIsAuthenticated(kept)).toBe(true);
        expect(selectIsUnverified(kept)).toBe(true);
        expect(selectServerFailed(kept)).toBe(true);
        expect(kept.context.customer?.name).toBe('Ana');
        expect(selectOfflineSavedAt(kept)).toBe(savedAt);

        // Still failing: the session stays as it was, nobody is signed out.
        await vi.advanceTimersByTimeAsync(OFFLINE_RETRY_MS);
        await vi.waitFor(() => expect(restoreSession).toHaveBeenCalledTimes(2));
        await vi.waitFor(() => expect(actor.getSnapshot().matches({ offline: 'waiting' })).toBe(true));
        expect(selectServerFailed(actor.getSnapshot())).toBe(true);

        await vi.advanceTimersByTimeAsync(OFFLINE_RETRY_MS);
        await vi.waitFor(() => expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true));
        expect(selectServerFailed(actor.getSnapshot())).toBe(false);
        expect(selectIsUnverified(actor.getSnapshot())).toBe(false);
        expect(logOut).not.toHaveBeenCalled();
      } finally {
        vi.useRealTimers();
      }
    });

    it('without a copy on the device, keeps restoring (never a visitor) and tries again when an answer comes', async () => {
      const { actor, restoreSession } = startOffline({ first: serverError, copy: null, later: [ana] });
      const waiting = await waitFor(actor, (s) => s.matches({ restoring: 'waiting' }));
      expect(selectIsRestoring(waiting)).toBe(true);
      expect(selectIsAuthenticated(waiting)).toBe(false);
      expect(waiting.hasTag('anonymous')).toBe(false);
      expect(selectServerFailed(waiting)).toBe(true);
      // Some `/api` call was answered: the server may be back.
      actor.send({ type: 'session.api.responded', at: 1 });
      const restored = await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
      expect(restoreSession).toHaveBeenCalledTimes(2);
      expect(restored.context.customer?.name).toBe('Ana');
      expect(selectServerFailed(restored)).toBe(false);
    });

    it('still starts as a visitor when the server refuses the session (401), copy or not', async () => {
      const refused = startOffline({ first: { kind: 'other', message: 'Unauthorized', status: 401 } });
      const anonymous = await waitFor(refused.actor, (s) => s.matches('anonymous'));
      expect(refused.loadOfflineAccount).not.toHaveBeenCalled();
      expect(selectServerFailed(anonymous)).toBe(false);
    });
  });
});
