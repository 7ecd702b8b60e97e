import type { SnapshotFrom } from 'xstate';
import { missingAddressFields, type RequiredAddressField } from '#src/domain/billing-address';
import type { FormValues } from '#src/domain/dynamic-form';
import type { billingAddressMachine } from './machine';

type Snapshot = SnapshotFrom<typeof billingAddressMachine>;

export const selectEditing = (s: Snapshot) => !s.matches('viewing');
export const selectSaving = (s: Snapshot) => s.hasTag('busy');
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectAttempted = (s: Snapshot) => s.context.attempted;

/** After a refused attempt, the required fields still blank in these values (live as they type). */
export function missingAfterAttempt(attempted: boolean, values: FormValues): RequiredAddressField[] {
  return attempted ? missingAddressFields(values) : [];
}
