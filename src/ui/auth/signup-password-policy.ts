import { useEffect, useState } from 'react';
import {
  DEFAULT_PASSWORD_POLICY,
  describePasswordRequirement,
  missingPasswordRequirements,
  type PasswordPolicy,
} from '#src/domain/password-policy';
import { useIdentity } from '#src/app/session-context';
import { es } from '#src/i18n/es';

/**
 * The identity provider's password policy, read again whenever `refreshKey` changes (a
 * weak-password answer: the SDK re-fetches its cached policy after one). Until it arrives, or
 * if it cannot be read, Firebase's default applies; the provider still has the last word.
 */
export function usePasswordPolicy(refreshKey: unknown): PasswordPolicy {
  const identity = useIdentity();
  const [policy, setPolicy] = useState<PasswordPolicy>(DEFAULT_PASSWORD_POLICY);
  useEffect(() => {
    let current = true;
    identity.passwordPolicy().then(
      (next) => current && setPolicy(next),
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [identity, refreshKey]);
  return policy;
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('es') + text.slice(1);

/** 'Tu contraseña debe tener: al menos 8 caracteres, una letra mayúscula.' or null when it complies. */
export function passwordPolicyMessage(password: unknown, policy: PasswordPolicy): string | null {
  if (typeof password !== 'string' || password === '') return null;
  const missing = missingPasswordRequirements(password, policy);
  if (missing.length === 0) return null;
  const items = missing.map((requirement) =>
    lowerFirst(describePasswordRequirement(requirement, es.password)),
  );
  return `${es.password.requirementsTitle} ${items.join(', ')}.`;
}
