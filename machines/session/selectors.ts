import type { SnapshotFrom } from 'xstate';
import { isStaff, type Role } from '#src/domain/staff/areas';
import type { sessionMachine } from './machine';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

export const selectIsRestoring = (s: Snapshot) => s.matches('restoring') || s.matches('startingOffline');
export const selectIsAuthenticated = (s: Snapshot) => s.hasTag('authenticated');
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectCustomer = (s: Snapshot) => s.context.customer;
/** Signed in with the identity provider but without a customer record: sign-up is unfinished. */
export const selectPendingSignupEmail = (s: Snapshot) =>
  s.hasTag('authenticated') && s.context.customer === null ? (s.context.identity?.email ?? '') : null;
/** Started without signal from the device's copy of the customer: not verified by the server yet. */
export const selectIsUnverified = (s: Snapshot) => s.hasTag('unverified');
/**
 * The session waits for the studio's server because it failed (a 5xx), not for the signal: the
 * notices say so rather than 'Sin conexión'.
 */
export const selectServerFailed = (s: Snapshot) => s.context.outage === 'server';
/** When the server last gave the copy an unverified session shows (ISO), or null. */
export const selectOfflineSavedAt = (s: Snapshot) => s.context.offlineSavedAt;
/** Owner, front desk or coach: may enter the back-office (what they see there is by role). */
export const selectIsStaff = (s: Snapshot) => isStaff(s.context.user?.role);
/** The signed-in account's role and coach record, for the staff permission rule. */
export const selectRole = (s: Snapshot): Role => s.context.user?.role ?? 'customer';
export const selectCoachId = (s: Snapshot) => s.context.user?.coach_id ?? null;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectRecoverySentTo = (s: Snapshot) => s.context.recoverySentTo;
export const selectLinkSentTo = (s: Snapshot) => s.context.linkSentTo;
export const selectExpired = (s: Snapshot) => s.context.expired;
/** The token expired on this screen: the customer signs in again over it (decision 039). */
export const selectMustSignInAgain = (s: Snapshot) => s.hasTag('expired');
/** The email an expired session signs in again with. */
export const selectAccountEmail = (s: Snapshot) =>
  s.context.identity?.email ?? s.context.customer?.email ?? '';
export const selectDisplayName = (s: Snapshot) =>
  [s.context.customer?.name, s.context.customer?.last_name].filter(Boolean).join(' ') ||
  s.context.identity?.email ||
  '';
