/**
 * Which dynamic form is which. The address form is 6 in the specs; sign-up and profile are
 * this deployment's convention (docs/decisions/006-account-entry.md).
 */
export const FORM_IDS = { signup: 1, profile: 2, address: 6 } as const;
