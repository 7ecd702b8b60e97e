import type { ReactNode } from 'react';
import { es } from '#src/i18n/es';
import { DialogFrame } from './dialog-frame';

interface ConfirmDialogProps {
  open: boolean;
  children: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The specs' confirm dialog: always titled 'Precaución', with Cancelar and a confirming action. */
export function ConfirmDialog({
  open,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      open={open}
      role="alertdialog"
      title={es.confirm.title}
      busy={busy}
      onClose={onCancel}
      secondaryLabel={es.confirm.cancel}
      primary={{ label: confirmLabel ?? es.confirm.ok, colorPalette: 'red', onClick: onConfirm }}
    >
      {children}
    </DialogFrame>
  );
}
