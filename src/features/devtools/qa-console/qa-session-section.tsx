import { Button, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '#machines/session/machine';
import { personas, type PersonaKey } from '#mocks/personas';
import type { AppRouter } from '#src/app/boot';
import { useSession, useSessionActor } from '#src/app/session-context';
import { es } from '#src/i18n/es';
import { logInAsPersona, logOutPersona, pathAfterLogIn } from './persona-login';

const selectSignedInEmail = (s: SnapshotFrom<typeof sessionMachine>) =>
  s.hasTag('authenticated') ? (s.context.identity?.email ?? '') : null;

/** One click per persona, through the session machine's real password log-in. */
export function QaSessionSection({ router }: { router: AppRouter }) {
  const actor = useSessionActor();
  const email = useSession(selectSignedInEmail);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function logIn(key: PersonaKey) {
    setBusy(true);
    setFailure(null);
    const failed = await logInAsPersona(actor, key).catch((error: unknown) => String(error));
    setBusy(false);
    if (failed) return setFailure(es.qa.logInFailed(failed));
    const next = pathAfterLogIn(router.state.location.pathname);
    if (next) void router.navigate(next);
  }

  async function logOut() {
    setBusy(true);
    await logOutPersona(actor).catch(() => undefined);
    setBusy(false);
    void router.navigate('/');
  }

  return (
    <Stack as="section" gap="2" aria-labelledby="qa-session-title">
      <Heading as="h3" size="xs" id="qa-session-title">
        {es.qa.sessionTitle}
      </Heading>
      <Text role="status">{busy ? es.qa.working : email ? es.qa.signedInAs(email) : es.qa.signedOut}</Text>
      {failure && (
        <Text role="alert" color="fg.error">
          {failure}
        </Text>
      )}
      <Wrap gap="1">
        {(Object.keys(personas) as PersonaKey[]).map((key) => (
          <Button
            key={key}
            size="xs"
            variant={personas[key].email === email ? 'solid' : 'outline'}
            title={personas[key].state}
            disabled={busy}
            onClick={() => void logIn(key)}
          >
            {personas[key].email}
          </Button>
        ))}
      </Wrap>
      <Button
        size="xs"
        variant="ghost"
        alignSelf="start"
        disabled={busy || !email}
        onClick={() => void logOut()}
      >
        {es.qa.logOut}
      </Button>
    </Stack>
  );
}
