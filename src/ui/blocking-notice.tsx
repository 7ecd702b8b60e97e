import { Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface BlockingNoticeProps {
  title: string;
  text: string;
  /** The one way on; the notice has no close, so this must lead somewhere that resolves it. */
  action: ReactNode;
}

/** An alertdialog the user cannot dismiss (no close, Escape or outside click): only its action leads on. */
export function BlockingNotice({ title, text, action }: BlockingNoticeProps) {
  return (
    <Dialog.Root open closeOnEscape={false} closeOnInteractOutside={false} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text}</Text>
            </Dialog.Body>
            <Dialog.Footer>{action}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
