import { Alert, Button, Field, Heading, Input, Link, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { selectFailure, selectIsBusy, selectRecoverySentTo } from '#machines/session/selectors';
import { AuthLayout } from '#src/app/layouts/auth-layout';
import { useSession, useSessionActor } from '#src/app/session-context';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';
import { FailureAlert } from '#src/ui/auth/failure-alert';
import { RedirectIfSignedIn } from './redirect-if-signed-in';

export function Component() {
  const config = useAppConfig();
  const actor = useSessionActor();
  const busy = useSession(selectIsBusy);
  const failure = useSession(selectFailure);
  const sentTo = useSession(selectRecoverySentTo);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const emailError = touched && email.trim() === '' ? es.auth.emailRequired : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (email.trim() !== '') actor.send({ type: 'session.recover', email: email.trim() });
  }

  return (
    <RedirectIfSignedIn>
      <AuthLayout background={config.raw.bg_recovery}>
        <Heading as="h1" size="2xl" mb={6}>
          {es.auth.recoverTitle}
        </Heading>
        <form onSubmit={submit} noValidate>
          <Stack gap={5}>
            {sentTo && (
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Title>{es.identity.resetEmailSent}</Alert.Title>
              </Alert.Root>
            )}
            <FailureAlert failure={failure} />
            <Field.Root invalid={Boolean(emailError)} required>
              <Field.Label>{es.auth.email}</Field.Label>
              <Input
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <Field.ErrorText>{emailError}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={busy}>
              {es.auth.recover}
            </Button>
            <Link asChild>
              <RouterLink to="/entrar">{es.auth.backToLogin}</RouterLink>
            </Link>
          </Stack>
        </form>
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
