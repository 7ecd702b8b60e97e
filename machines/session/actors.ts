import type { Customer } from '#src/api/entities';
import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { ApiFailure, networkFailure } from '#src/api/errors';
import { classify, failWith, isFlowFailure } from '#src/api/failures';
import { forgetOfflineCustomer, loadOfflineCustomer, storeOfflineCustomer } from '#src/api/offline-customer';
import { appNow } from '#src/domain/app-clock';
import { offlineCopyOf, offlineCustomerFor } from '#src/domain/offline-customer';
import type { Identity } from '#src/identity/identity';
import { IdentityError } from '#src/identity/failures';
import type { IdentityUser as ProviderUser } from '#src/identity/user';
import type { Account, OfflineAccount, SessionFailure } from './context';
import type { Credentials, ProviderSignIn, SignUpRequest } from './events';

/**
 * Identity failures become session failures; `/api` failures are read by the `session` rows of
 * src/api/failure-table.ts; anything else is reported with its message.
 */
export function toSessionFailure(error: unknown): SessionFailure {
  if (isFlowFailure(error)) return error as SessionFailure;
  if (error instanceof IdentityError) {
    const failure = error.failure;
    switch (failure.kind) {
      case 'emailInUse':
        return { kind: 'alreadyCustomer' };
      case 'unknown':
        return { kind: 'other', message: failure.message };
      default:
        return failure;
    }
  }
  const { kind, message } = classify('session', error);
  if (kind !== 'other') return { kind };
  return error instanceof ApiFailure ? { kind, message, status: error.status } : { kind, message };
}

const guarded = <T>(call: () => Promise<T>) => failWith(toSessionFailure, call);

/**
 * The customer behind the identity; null while sign-up has not created it (404). No answer at all
 * is the network failure, not the browser's English 'Failed to fetch' (fault matrix, 036), and the
 * session may then start offline; each customer read is kept on the device for that (decision 038).
 */
async function loadAccount(user: ProviderUser): Promise<Account> {
  const identity = { uid: user.uid, email: user.email };
  const result = await api.GET('/customer').catch((cause: unknown) => {
    throw networkFailure(cause);
  });
  if (result.response.status === 404) return { identity, customer: null, user: null };
  const { customer, user: apiUser } = await unwrap(Promise.resolve(result));
  storeOfflineCustomer(offlineCopyOf(customer, user.uid, appNow()));
  return { identity, customer, user: apiUser };
}

/** The restored identity's customer from the device's copy, never another identity's. */
function loadOfflineAccount(identity: Identity): OfflineAccount | null {
  const user = identity.currentUser();
  const copy = offlineCustomerFor(loadOfflineCustomer(), user);
  if (!user || !copy) return null;
  const { uid: _uid, savedAt, ...customer } = copy;
  return { identity: { uid: user.uid, email: user.email }, customer, user: null, savedAt };
}

/** The identity to sign up with: the one already signed in, a new one, or a half-finished one. */
async function signUpIdentity(identity: Identity, request: SignUpRequest): Promise<ProviderUser> {
  const current = identity.currentUser();
  // Signed in through a provider already: only the customer record is missing.
  if (current && current.email === request.email) return current;
  try {
    return await identity.signUpWithPassword(request.email, request.password);
  } catch (error) {
    // An identity without a customer (a sign-up that stopped half way) may finish now.
    if (!(error instanceof IdentityError) || error.failure.kind !== 'emailInUse') throw error;
    return identity.signInWithPassword(request.email, request.password).catch(() => {
      throw new IdentityError({ kind: 'emailInUse' });
    });
  }
}

async function signUp(identity: Identity, request: SignUpRequest): Promise<Account> {
  const user = await signUpIdentity(identity, request);
  try {
    await unwrap(
      api.POST('/customer/signup', {
        body: { ...(request.customer as object), uid: user.uid, email: request.email } as never,
      }),
    );
  } catch (error) {
    const failure = toSessionFailure(error);
    // Refused for good (409): the identity signed in for this attempt must not stay signed in.
    if (failure.kind === 'phoneTaken' || failure.kind === 'alreadyCustomer') await identity.signOut();
    throw failure;
  }
  return loadAccount(user);
}

/** The session machine's effects on the real identity provider and `/api`. */
export function createSessionActors(identity: Identity) {
  return {
    restoreSession: fromPromise<Account | null>(() =>
      guarded(async () => {
        const user = await identity.restore();
        return user ? loadAccount(user) : null;
      }),
    ),
    loadOfflineAccount: fromPromise<OfflineAccount | null>(async () => loadOfflineAccount(identity)),
    logIn: fromPromise<Account, Credentials>(({ input }) =>
      guarded(async () => loadAccount(await identity.signInWithPassword(input.email, input.password))),
    ),
    logInWithProvider: fromPromise<Account, ProviderSignIn>(({ input }) =>
      guarded(async () => {
        const user =
          identity.providerSignIn === 'accountChooser'
            ? await identity.signInWithProviderCredential(input.kind, input.email ?? '')
            : await identity.signInWithProvider(input.kind);
        return loadAccount(user);
      }),
    ),
    signUp: fromPromise<Account, SignUpRequest>(({ input }) => guarded(() => signUp(identity, input))),
    sendPasswordReset: fromPromise<string, { email: string }>(({ input }) =>
      guarded(async () => {
        await identity.sendPasswordReset(input.email);
        return input.email;
      }),
    ),
    sendSignInLink: fromPromise<string, { email: string }>(({ input }) =>
      guarded(async () => {
        await identity.sendSignInLink(input.email, `${globalThis.location?.origin ?? ''}/entrar`);
        return input.email;
      }),
    ),
    completeSignInLink: fromPromise<Account, { url: string; email?: string }>(({ input }) =>
      guarded(async () => loadAccount(await identity.completeSignInLink(input.url, input.email))),
    ),
    logOut: fromPromise<void>(() => {
      // A shared device keeps no copy of whoever leaves, nor of a session the server ended.
      forgetOfflineCustomer();
      return identity.signOut();
    }),
    refreshToken: fromPromise<void>(async () => {
      await identity.getIdToken(true);
    }),
    loadCustomer: fromPromise<Customer | null>(async () => {
      const user = identity.currentUser();
      return user ? (await loadAccount(user)).customer : null;
    }),
  };
}
