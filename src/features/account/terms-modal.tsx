import { Alert, Box, Button, Checkbox, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { EntryPage } from '#machines/account-entry/machine';
import { es } from '#src/i18n/es';
import { SafeHtml } from '#src/ui/safe-html';

interface TermsModalProps {
  page: EntryPage;
  busy: boolean;
  consentMissing: boolean;
  error: string | null;
  onAccept: (checked: boolean) => void;
}

/** A required document not yet accepted: no way around it but to accept. */
export function TermsModal({ page, busy, consentMissing, error, onAccept }: TermsModalProps) {
  const [checked, setChecked] = useState(false);
  return (
    <Dialog.Root open closeOnEscape={false} closeOnInteractOutside={false} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{page.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box
                maxH="500px"
                overflowY="auto"
                borderWidth="1px"
                rounded="md"
                p={4}
                tabIndex={0}
                aria-label={page.title}
              >
                {page.content ? <SafeHtml html={page.content} /> : <Text>{es.content.empty}</Text>}
              </Box>
              <Checkbox.Root
                mt={4}
                checked={checked}
                onCheckedChange={(e) => setChecked(e.checked === true)}
                required
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{es.accountEntry.accept(page.title)}</Checkbox.Label>
              </Checkbox.Root>
              {(consentMissing || error) && (
                <Alert.Root status="error" mt={3} role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{error ?? es.accountEntry.consentMissing(page.title)}</Alert.Title>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" loading={busy} onClick={() => onAccept(checked)}>
                {es.accountEntry.acceptButton}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
