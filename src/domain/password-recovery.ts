/*
 * POST /customer/recover: who may ask for a password-reset mail. Both backends read the email
 * here, look it up in their own store, and answer with these words (the login screen's texts).
 */
import { authStrings } from '#src/i18n/es/auth';
import { allow, refuse, type Decision } from './booking/refusal';
import { PROFILE_MESSAGES } from './profile-input';

export const RECOVERY_MESSAGES = {
  emailMissing: PROFILE_MESSAGES.emailMissing,
  unknown: authStrings.identity.userNotFound,
  sent: authStrings.identity.resetEmailSent,
  tooMany: authStrings.identity.tooManyRequests,
  notSent: 'No pudimos enviar el correo para reestablecer tu contraseña. Intenta de nuevo en unos minutos.',
  unavailable: 'La recuperación de contraseña no está disponible en este momento.',
} as const;

/** The address to look up: trimmed and lower-cased, as accounts are compared everywhere. */
export function recoveryEmail(input: { email?: string | undefined }): Decision<{ email: string }> {
  const email = (input.email ?? '').trim().toLowerCase();
  if (!email) return refuse(400, RECOVERY_MESSAGES.emailMissing);
  return allow({ email });
}

/** Known when a customer or a sign-in account holds the address (the caller's lookup). */
export function decideRecovery(known: boolean): Decision {
  return known ? allow({}) : refuse(404, RECOVERY_MESSAGES.unknown);
}
