import { Alert, Box, Button, Heading, Stack } from '@chakra-ui/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { AppRouter } from '#src/app/boot';
import { es } from '#src/i18n/es';
import { consoleOpen, rememberConsoleOpen } from './console-visibility';
import { bootNotices } from './boot-notices';
import { QaClockSection } from './qa-clock-section';
import { QaDataSection } from './qa-data-section';
import { QaFaultsSection } from './qa-faults-section';
import { QaSessionSection } from './qa-session-section';

/**
 * The QA console (mock mode only): a small 'QA' button in the bottom-left corner (the WhatsApp
 * button owns the right one) that opens a panel of personas, faults, scenarios, the clock and a
 * reset. `data-studio-qa-console` is the fingerprint scripts/check-live-bundle.mjs looks for.
 */
export function QaConsole({ router }: { router: AppRouter }) {
  const [open, setOpen] = useState(consoleOpen);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  function show(next: boolean) {
    rememberConsoleOpen(next);
    setOpen(next);
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    show(false);
    toggleRef.current?.focus();
  }

  return (
    <Box
      as="aside"
      aria-label={es.qa.title}
      data-studio-qa-console=""
      position="fixed"
      bottom="2"
      insetStart="2"
      zIndex="sticky"
      onKeyDown={closeOnEscape}
    >
      {open && (
        <Box
          id={panelId}
          mb="2"
          p="3"
          w={{ base: 'calc(100vw - 1rem)', sm: '22rem' }}
          maxH="75vh"
          overflowY="auto"
          bg="bg"
          color="fg"
          borderWidth="1px"
          rounded="md"
          shadow="lg"
          fontSize="sm"
        >
          <Heading as="h2" size="sm" mb="3">
            {es.qa.title}
          </Heading>
          <Stack gap="4">
            {bootNotices.invalidParams.length > 0 && (
              <Alert.Root status="warning" size="sm">
                <Alert.Indicator />
                <Alert.Title>{es.qa.invalidParams(bootNotices.invalidParams.join(', '))}</Alert.Title>
              </Alert.Root>
            )}
            <QaSessionSection router={router} />
            <QaFaultsSection />
            <QaClockSection />
            <QaDataSection />
          </Stack>
        </Box>
      )}
      <Button
        ref={toggleRef}
        size="xs"
        variant="solid"
        colorPalette="purple"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? es.qa.close : es.qa.open}
        onClick={() => show(!open)}
      >
        {es.qa.toggle}
      </Button>
    </Box>
  );
}
