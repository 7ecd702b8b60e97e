import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { Page } from '#src/features/content/load-page';
import { es } from '#src/i18n/es';
import { SafeHtml } from '#src/ui/safe-html';

/** One required document, large and scrollable, its HTML sanitised. */
export function SignupDocumentDialog({ page, onClose }: { page: Page | null; onClose: () => void }) {
  return (
    <Dialog.Root
      open={page !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{page?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {page?.content ? <SafeHtml html={page.content} /> : <Text>{es.signup.emptyDocument}</Text>}
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{es.signup.closeDocument}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={es.signup.closeDocument} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
