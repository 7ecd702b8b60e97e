import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

interface BlockingNoticeProps {
  title: string;
  text: string;
  /** The one way on; the notice has no close, so this must lead somewhere that resolves it. */
  action: ReactNode;
}

const stay = () => undefined;

/** An alertdialog the user cannot dismiss (no close, Escape or outside click): only its action leads on. */
export function BlockingNotice({ title, text, action }: BlockingNoticeProps) {
  return (
    <DialogFrame
      open
      role="alertdialog"
      dismissible={false}
      title={title}
      onClose={stay}
      extraActions={action}
    >
      <Text>{text}</Text>
    </DialogFrame>
  );
}
