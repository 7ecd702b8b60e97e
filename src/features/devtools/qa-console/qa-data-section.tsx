import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { studioMocks } from '#mocks/browser';
import { es } from '#src/i18n/es';

/** Back to the seed: the data and every scenario; the page reloads so every screen re-reads. */
export function QaDataSection() {
  const [busy, setBusy] = useState(false);

  async function reset() {
    setBusy(true);
    await studioMocks.reset();
    window.location.reload();
  }

  return (
    <Stack as="section" gap="2" aria-labelledby="qa-data-title">
      <Heading as="h3" size="xs" id="qa-data-title">
        {es.qa.dataTitle}
      </Heading>
      <Button size="xs" variant="outline" alignSelf="start" loading={busy} onClick={() => void reset()}>
        {es.qa.reset}
      </Button>
      <Text color="fg.muted">{es.qa.reloads}</Text>
    </Stack>
  );
}
