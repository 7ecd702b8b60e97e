import type { SnapshotFrom } from 'xstate';
import { spotLayout, takenSpots } from '#src/domain/spot-map';
import type { reserveMachine } from './machine';

type Snapshot = SnapshotFrom<typeof reserveMachine>;

/** Which modal of the flow is open; null when none. */
export type ReserveModal = 'login' | 'terms' | 'profile' | 'penalty' | 'outOfCredits' | 'reserve' | null;

export function selectModal(s: Snapshot): ReserveModal {
  // While resuming after sign-in the login modal stays, showing that the flow continues.
  if (s.matches('login') || s.matches('resuming')) return 'login';
  if (s.matches('terms') || s.matches('accepting')) return 'terms';
  if (s.matches('profileIncomplete')) return 'profile';
  if (s.matches('penalty')) return 'penalty';
  if (s.matches('outOfCredits')) return 'outOfCredits';
  if (
    s.matches('loadingSpotMap') ||
    s.matches('form') ||
    s.matches('saving') ||
    s.matches('refreshingClass')
  ) {
    return 'reserve';
  }
  return null;
}

export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectIsSaving = (s: Snapshot) => s.matches('saving');
export const selectIsResuming = (s: Snapshot) => s.matches('resuming');
export const selectSingleClass = (s: Snapshot) => s.context.singleClass;
export const selectTermsPage = (s: Snapshot) => s.context.page;
export const selectConsentMissing = (s: Snapshot) => s.context.consentMissing;
export const selectPenaltyEnd = (s: Snapshot) => s.context.penaltyEnd;
export const selectGuestsAllowed = (s: Snapshot) => s.context.settings.guestsAllowed;
export const selectWithGuest = (s: Snapshot) => s.context.withGuest;
export const selectGuestName = (s: Snapshot) => s.context.guestName;
export const selectGuestError = (s: Snapshot) => s.context.guestError;
export const selectSpot = (s: Snapshot) => s.context.spot;
export const selectFailureMessage = (s: Snapshot) => s.context.failure?.message ?? null;
export const selectIsUpdate = (s: Snapshot) => s.context.reservationId !== null;

/** The spot map to show, or null: spot maps enabled and the class type has one (custom or rows). */
export function selectSpotLayout(s: Snapshot) {
  const { singleClass, customSpotMap, settings, reservationId } = s.context;
  if (!settings.spotMapEnabled || !singleClass) return null;
  return spotLayout(
    { spotMap: singleClass.class_type.spot_map, custom: customSpotMap },
    takenSpots(singleClass.class_reservations, reservationId),
  );
}
