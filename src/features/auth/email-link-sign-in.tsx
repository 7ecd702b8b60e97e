import { Alert, Button, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  selectFailure,
  selectIsBusy,
  selectIsRestoring,
  selectLinkSentTo,
} from '#machines/session/selectors';
import { useIdentity, useSession, useSessionActor } from '#src/app/session-context';
import { es } from '#src/i18n/es';

/**
 * Sign-in by email link: send the link here; opening it lands back on /entrar, which completes
 * the sign-in (asking for the address when the link was opened in another browser).
 */
export function EmailLinkSignIn() {
  const actor = useSessionActor();
  const identity = useIdentity();
  const busy = useSession(selectIsBusy);
  const sentTo = useSession(selectLinkSentTo);
  const failure = useSession(selectFailure);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [isLink] = useState(() => identity.isSignInLink(window.location.href));
  const emailError = touched && email.trim() === '' ? es.auth.emailRequired : null;

  const restoring = useSession(selectIsRestoring);
  const completionSent = useRef(false);
  // The session only takes the link once it knows nobody is signed in (after restoring).
  useEffect(() => {
    if (!isLink || restoring || completionSent.current) return;
    completionSent.current = true;
    actor.send({ type: 'session.link.complete', url: window.location.href });
  }, [actor, isLink, restoring]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (email.trim() === '') return;
    if (isLink && failure?.kind === 'emailRequired') {
      actor.send({ type: 'session.link.complete', url: window.location.href, email: email.trim() });
    } else {
      actor.send({ type: 'session.link.send', email: email.trim() });
    }
  }

  const completing = isLink && failure?.kind === 'emailRequired';
  return (
    <form onSubmit={submit} noValidate aria-labelledby="email-link-title">
      <Stack gap={3}>
        <Heading as="h2" size="md" id="email-link-title">
          {es.auth.linkTitle}
        </Heading>
        {sentTo && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{es.auth.linkSent(sentTo)}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={Boolean(emailError)} required>
          <Field.Label>{es.auth.linkEmail}</Field.Label>
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Field.ErrorText>{emailError}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" variant="outline" loading={busy}>
          {completing ? es.auth.linkComplete : es.auth.linkSend}
        </Button>
      </Stack>
    </form>
  );
}
