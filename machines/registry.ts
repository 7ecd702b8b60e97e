import type { AnyStateMachine } from 'xstate';
import { accountEntryMachine } from './account-entry/machine';
import { auditRevertMachine } from './audit-revert/machine';
import { billingAddressMachine } from './billing-address/machine';
import { calendarMachine } from './calendar/machine';
import { cancelReservationMachine } from './cancel-reservation/machine';
import { checkInMachine } from './check-in/machine';
import { checkoutMachine } from './checkout/machine';
import { classCancelMachine } from './class-cancel/machine';
import { classEditorMachine } from './class-editor/machine';
import { classSeriesMachine } from './class-series/machine';
import { customerAccessMachine } from './customer-access/machine';
import { favoriteMachine } from './favorite/machine';
import { fileUploadMachine } from './file-upload/machine';
import { formBuilderMachine } from './form-builder/machine';
import { guestNameMachine } from './guest-name/machine';
import { profileMachine } from './profile/machine';
import { queryMachine } from './query/machine';
import { ratingMachine } from './rating/machine';
import { reserveMachine } from './reserve/machine';
import { resourceEditMachine } from './resource-edit/machine';
import { resourceListMachine } from './resource-list/machine';
import { savedCardsMachine } from './saved-cards/machine';
import { sessionMachine } from './session/machine';
import { signupPhoneMachine } from './signup-phone/machine';
import { staffRoleMachine } from './staff-role/machine';
import { studioSettingsMachine } from './studio-settings/machine';
import { subscriptionCancelMachine } from './subscription-cancel/machine';
import { videoPlayerMachine } from './video-player/machine';
import { videoRatingMachine } from './video-rating/machine';
import { waitlistMachine } from './waitlist/machine';

/**
 * Every machine of the app, for developer tools: the flow visualiser (/__flows) and
 * `npm run flows:export` (docs/flows/). A test fails when a folder of `machines/` is missing here.
 */
export interface RegisteredMachine {
  /** The folder under `machines/`; also the visualiser's URL and the export's file name. */
  id: string;
  /** For developers: the machine's `description`. */
  title: string;
  machine: AnyStateMachine;
}

/** Each folder of `machines/` and its machine; the machine's `description` is its title. */
const machines: Record<string, AnyStateMachine> = {
  session: sessionMachine,
  'account-entry': accountEntryMachine,
  'signup-phone': signupPhoneMachine,
  calendar: calendarMachine,
  reserve: reserveMachine,
  'cancel-reservation': cancelReservationMachine,
  waitlist: waitlistMachine,
  rating: ratingMachine,
  'guest-name': guestNameMachine,
  checkout: checkoutMachine,
  'saved-cards': savedCardsMachine,
  'subscription-cancel': subscriptionCancelMachine,
  profile: profileMachine,
  'resource-list': resourceListMachine,
  'resource-edit': resourceEditMachine,
  'file-upload': fileUploadMachine,
  'billing-address': billingAddressMachine,
  query: queryMachine,
  favorite: favoriteMachine,
  'video-player': videoPlayerMachine,
  'video-rating': videoRatingMachine,
  'studio-settings': studioSettingsMachine,
  'form-builder': formBuilderMachine,
  'class-editor': classEditorMachine,
  'class-cancel': classCancelMachine,
  'class-series': classSeriesMachine,
  'check-in': checkInMachine,
  'customer-access': customerAccessMachine,
  'audit-revert': auditRevertMachine,
  'staff-role': staffRoleMachine,
};

export const machineRegistry: readonly RegisteredMachine[] = Object.entries(machines).map(
  ([id, machine]) => ({
    id,
    title: machine.config.description ?? id,
    machine,
  }),
);

export function findMachine(id: string): RegisteredMachine | undefined {
  return machineRegistry.find((entry) => entry.id === id);
}

/** The registry entry a running actor belongs to, by the machine's own `id`. */
export function machineForActor(machineId: string): RegisteredMachine | undefined {
  return machineRegistry.find((entry) => entry.machine.id === machineId);
}
