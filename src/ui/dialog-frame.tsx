import { Button, CloseButton, Dialog, Portal, type DialogRootProps } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useReturnFocus } from './return-focus';
import { stayOpenOnFocusOutside } from '#src/ui/dialog-focus';

export interface DialogAction {
  label: string;
  colorPalette?: string;
  /** Without it the primary action submits the dialog's form (`onSubmit`). */
  onClick?: () => void;
}

interface DialogFrameProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Escape, the backdrop, the close button and the secondary action; never while busy. */
  onClose: () => void;
  primary?: DialogAction;
  /** The action that closes without doing anything ('Cancelar'); none when omitted. */
  secondaryLabel?: string;
  /** Footer content before the actions (e.g. a link that leads on). */
  extraActions?: ReactNode;
  /** Working: the primary action shows it and is disabled, so one click does one thing. */
  busy?: boolean;
  /** Body and footer become a form: Enter submits, the primary action is its submit button. */
  onSubmit?: () => void;
  /** The aria-label of an × close button in the corner; no such button when omitted. */
  closeLabel?: string;
  /** 'alertdialog' for confirmations and notices that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /** False for dialogs that only their action leads out of (no Escape, no backdrop click). */
  dismissible?: boolean;
  size?: DialogRootProps['size'];
  scrollBehavior?: DialogRootProps['scrollBehavior'];
}

/** The one modal frame of the app: forms, confirmations and notices are this with their own body. */
export function DialogFrame({
  open,
  title,
  children,
  onClose,
  primary,
  secondaryLabel,
  extraActions,
  busy = false,
  onSubmit,
  closeLabel,
  role = 'dialog',
  dismissible = true,
  size,
  scrollBehavior,
}: DialogFrameProps) {
  const returnFocus = useReturnFocus(open);
  const close = () => !busy && onClose();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit?.();
  };
  const parts = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      {(primary || secondaryLabel || extraActions) && (
        <Dialog.Footer>
          {extraActions}
          {secondaryLabel && (
            <Button variant="outline" onClick={close} disabled={busy}>
              {secondaryLabel}
            </Button>
          )}
          {primary && (
            <Button
              type={primary.onClick ? 'button' : 'submit'}
              colorPalette={primary.colorPalette ?? 'brand'}
              loading={busy}
              onClick={primary.onClick && (() => !busy && primary.onClick?.())}
            >
              {primary.label}
            </Button>
          )}
        </Dialog.Footer>
      )}
    </>
  );
  return (
    <Dialog.Root
      open={open}
      role={role}
      size={size}
      scrollBehavior={scrollBehavior}
      closeOnEscape={dismissible}
      finalFocusEl={returnFocus}
      closeOnInteractOutside={dismissible && !busy}
      onOpenChange={(details) => !details.open && close()}
      onFocusOutside={stayOpenOnFocusOutside}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {onSubmit ? (
              // `display: contents` keeps header, body and footer the content's own flex items, so a
              // dialog that scrolls inside scrolls its body, not past its footer.
              <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
                {parts}
              </form>
            ) : (
              parts
            )}
            {closeLabel && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} disabled={busy} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
