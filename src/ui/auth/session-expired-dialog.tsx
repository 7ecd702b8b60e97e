import { Field, Stack, Text, Button } from '@chakra-ui/react';
import { useState } from 'react';
import {
  selectAccountEmail,
  selectFailure,
  selectIsBusy,
  selectMustSignInAgain,
} from '#machines/session/selectors';
import { useSession, useSessionActor } from '#src/app/session-context';
import { es } from '#src/i18n/es';
import { DialogFrame } from '#src/ui/dialog-frame';
import { PasswordInput } from '#src/ui/password-input';
import { FailureAlert } from './failure-alert';

/**
 * Over whatever screen the server said the token expired on (decision 039): the same account's
 * password, and the customer goes on where they were, with what they typed. 'Entrar de otra
 * forma' ends the session as before (a provider account has no password to type here).
 */
export function SessionExpiredDialog({ onLeave }: { onLeave: () => void }) {
  const actor = useSessionActor();
  const open = useSession(selectMustSignInAgain);
  const busy = useSession(selectIsBusy);
  const failure = useSession(selectFailure);
  const email = useSession(selectAccountEmail);
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = touched && password === '';
  const text = es.identity.reauth;

  const submit = () => {
    setTouched(true);
    if (password === '') return;
    actor.send({ type: 'session.reauth', password });
  };
  const leave = () => {
    actor.send({ type: 'session.logout' });
    onLeave();
  };

  return (
    <DialogFrame
      open={open}
      title={es.identity.sessionExpired}
      onClose={leave}
      dismissible={false}
      busy={busy}
      onSubmit={submit}
      primary={{ label: text.submit }}
      extraActions={
        <Button variant="ghost" onClick={leave} disabled={busy}>
          {text.elsewhere}
        </Button>
      }
    >
      <Stack gap={4}>
        <Text>{text.body(email)}</Text>
        <FailureAlert failure={failure} />
        <Field.Root invalid={missing} required>
          <Field.Label>{es.auth.password}</Field.Label>
          <PasswordInput
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Field.ErrorText>{missing ? es.auth.passwordRequired : null}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </DialogFrame>
  );
}
