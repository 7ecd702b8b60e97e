import { Text } from '@chakra-ui/react';
import { es } from '#src/i18n/es-admin';
import { DialogFrame } from '#src/ui/dialog-frame';
import type { useLeaveGuard } from './use-leave-guard';

/** "Leave without saving?": what every back-office form asks when its leave guard holds a link. */
export function LeaveDialog({ guard }: { guard: ReturnType<typeof useLeaveGuard> }) {
  const text = es.resourceEdit;
  return (
    <DialogFrame
      open={guard.blocked}
      role="alertdialog"
      title={text.unsavedTitle}
      onClose={guard.stay}
      secondaryLabel={text.stay}
      primary={{ label: text.leave, colorPalette: 'red', onClick: guard.leave }}
    >
      <Text>{text.unsaved}</Text>
    </DialogFrame>
  );
}
