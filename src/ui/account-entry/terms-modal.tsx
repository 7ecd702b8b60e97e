import { Alert, Box, Checkbox, Text } from '@chakra-ui/react';
import { DialogFrame } from '#src/ui/dialog-frame';
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
    <DialogFrame
      open
      dismissible={false}
      size="lg"
      scrollBehavior="inside"
      title={page.title}
      busy={busy}
      onClose={mustAccept}
      primary={{ label: es.accountEntry.acceptButton, onClick: () => onAccept(checked) }}
    >
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
    </DialogFrame>
  );
}

// Nothing closes it but accepting.
const mustAccept = () => undefined;
