import { Alert, Button, Field, Input, Link, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { selectExpired, selectFailure, selectIsBusy } from '#machines/session/selectors';
import { useSession, useSessionActor } from '#src/app/session-context';
import { es } from '#src/i18n/es';
import { FailureAlert } from './failure-alert';
import { PasswordInput } from '#src/ui/password-input';

interface LoginFormProps {
  /** The reserve flow's modal opens sign-up in place instead of going to /registro. */
  onCreateAccount?: () => void;
}

export function LoginForm({ onCreateAccount }: LoginFormProps) {
  const actor = useSessionActor();
  const busy = useSession(selectIsBusy);
  const failure = useSession(selectFailure);
  const expired = useSession(selectExpired);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const emailError = touched && email.trim() === '' ? es.auth.emailRequired : null;
  const passwordError = touched && password === '' ? es.auth.passwordRequired : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (email.trim() === '' || password === '') return;
    actor.send({ type: 'session.login', credentials: { email: email.trim(), password } });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={5}>
        {expired && !failure && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{es.identity.sessionExpired}</Alert.Title>
          </Alert.Root>
        )}
        <FailureAlert failure={failure} />
        <Field.Root invalid={Boolean(emailError)} required>
          <Field.Label>{es.auth.email}</Field.Label>
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Field.ErrorText>{emailError}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(passwordError)} required>
          <Field.Label>{es.auth.password}</Field.Label>
          <PasswordInput
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Field.ErrorText>{passwordError}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={busy}>
          {es.auth.login}
        </Button>
        <Stack direction="row" justify="space-between" wrap="wrap">
          {onCreateAccount ? (
            // A plain button: inside the login form a link-looking button must not submit it.
            <Button
              type="button"
              variant="plain"
              p={0}
              h="auto"
              textDecoration="underline"
              onClick={onCreateAccount}
            >
              {es.auth.createAccount}
            </Button>
          ) : (
            <Link asChild>
              <RouterLink to="/registro">{es.auth.createAccount}</RouterLink>
            </Link>
          )}
          <Link asChild>
            <RouterLink to="/recuperar">{es.auth.forgotPassword}</RouterLink>
          </Link>
        </Stack>
      </Stack>
    </form>
  );
}
