import type { Page } from '#src/api/entities';
import { Text } from '@chakra-ui/react';
import { es } from '#src/i18n/es';
import { DialogFrame } from '#src/ui/dialog-frame';
import { SafeHtml } from '#src/ui/safe-html';

/** One required document, large and scrollable, its HTML sanitised. */
export function SignupDocumentDialog({ page, onClose }: { page: Page | null; onClose: () => void }) {
  return (
    <DialogFrame
      open={page !== null}
      title={page?.title}
      onClose={onClose}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      primary={{ label: es.signup.closeDocument, onClick: onClose, colorPalette: 'gray' }}
      closeLabel={es.signup.closeDocument}
    >
      {page?.content ? <SafeHtml html={page.content} /> : <Text>{es.signup.emptyDocument}</Text>}
    </DialogFrame>
  );
}
