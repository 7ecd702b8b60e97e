import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { ProviderKind } from '#machines/session/events';
import { selectIsBusy } from '#machines/session/selectors';
import { useIdentity, useSession, useSessionActor } from '#src/app/session-context';
import { es } from '#src/i18n/es';
import { AccountChooser } from './account-chooser';

interface Provider {
  kind: ProviderKind;
  name: string;
}

const GOOGLE: Provider = { kind: 'google', name: 'Google' };
const PROVIDERS: readonly Provider[] = [
  GOOGLE,
  { kind: 'facebook', name: 'Facebook' },
  { kind: 'github', name: 'GitHub' },
  { kind: 'twitter', name: 'Twitter' },
];

/**
 * 'Continuar con …' for each identity provider. Live mode opens the provider's popup; against
 * the emulator (mock mode) the app's own account chooser stands in for it. Failures land in the
 * session's failure, which the surrounding screen shows.
 */
export function ProviderButtons() {
  const actor = useSessionActor();
  const busy = useSession(selectIsBusy);
  const { providerSignIn } = useIdentity();
  const [choosing, setChoosing] = useState<Provider>(GOOGLE);
  // Separate from `choosing` so the title keeps its name while the dialog animates out.
  const [open, setOpen] = useState(false);

  const start = (provider: Provider) => {
    if (providerSignIn === 'accountChooser') {
      setChoosing(provider);
      setOpen(true);
    } else {
      actor.send({ type: 'session.provider', signIn: { kind: provider.kind } });
    }
  };

  return (
    <>
      <Stack gap="2">
        {PROVIDERS.map((provider) => (
          <Button key={provider.kind} variant="outline" disabled={busy} onClick={() => start(provider)}>
            {es.providers.continueWith(provider.name)}
          </Button>
        ))}
      </Stack>
      <AccountChooser
        open={open}
        providerName={choosing.name}
        onCancel={() => setOpen(false)}
        onChoose={(email) => {
          actor.send({ type: 'session.provider', signIn: { kind: choosing.kind, email } });
          setOpen(false);
        }}
      />
    </>
  );
}
