import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '#src/app/layouts/shell-icons';
import { useReturnFocus } from '#src/ui/return-focus';
import { buttonClass } from './button-class';
import styles from './dialog.module.css';

const loadModality = () => import('./modality');

interface ModalDialogProps {
  /** Shown while true; closed (not drawn) otherwise. */
  open: boolean;
  /**
   * Closed, laid out ready to open, so opening only makes it visible. False: mounted ahead but
   * neither styled nor laid out yet (nor its code for modality fetched). True when not given.
   */
  laidOut?: boolean;
  title: ReactNode;
  /** The × in the corner's name. */
  closeLabel: string;
  /** Escape, a click on the backdrop and the ×. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog drawn without Chakra, for the one dialog that must answer a tap before Chakra
 * has arrived (docs/performance.md); every other is DialogFrame. Modal the way Chakra's are: a
 * backdrop over the page, the focus kept inside (Zag's focus trap), the page hidden from screen
 * readers (Zag's aria-hidden), Escape, the focus back on what opened it. Not `showModal()`: making
 * the page inert restyles every element of it in the tap's task (decision 097). It can be mounted
 * closed ahead of time, so opening it at a tap is not rendering its content either (issue 34).
 */
export function ModalDialog({
  open,
  laidOut = true,
  title,
  closeLabel,
  onClose,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Where the press began: a drag from a field out onto the backdrop ends in a click on the
  // backdrop too, and must not close it with what was typed.
  const pressedBackdrop = useRef(false);
  useReturnFocus(open);
  // Fetched as it is laid out (closed, ahead of the tap), so it is there when it opens.
  const ready = open || laidOut;
  useEffect(() => {
    if (ready) void loadModality().catch(() => undefined);
  }, [ready]);
  useLayoutEffect(() => {
    if (!open) return;
    const dialog = ref.current!;
    // Focuses its first field.
    dialog.show();
    // The page behind stays where it is, as under Chakra's dialogs.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    let closed = false;
    let release = () => {};
    // Already fetched when it was laid out, as a rule; without it (offline) the backdrop still
    // keeps the pointer off the page and Escape and × still close.
    loadModality()
      .then(({ trapFocus, ariaHidden }) => {
        if (closed) return;
        const releaseFocus = trapFocus(dialog, {
          // The backdrop covers the page: a press there is the dialog's own (it may close it).
          allowOutsideClick: true,
          escapeDeactivates: false,
          returnFocusOnDeactivate: false,
          preventScroll: true,
        });
        const releaseReaders = ariaHidden([dialog]);
        release = () => {
          releaseReaders();
          releaseFocus();
        };
      })
      .catch(() => undefined);
    return () => {
      closed = true;
      release();
      dialog.close();
      document.body.style.overflow = overflow;
    };
  }, [open]);
  return createPortal(
    <div
      // Not `hidden`: the global reset's `[hidden] { display: none !important }` would undo the
      // layout kept for the next tap (dialog.module.css).
      className={[styles.layer, !open && styles.closed, !ready && styles.dormant].filter(Boolean).join(' ')}
      onPointerDown={(event) => (pressedBackdrop.current = event.target === event.currentTarget)}
      onClick={(event) => pressedBackdrop.current && event.target === event.currentTarget && onClose()}
    >
      <dialog
        ref={ref}
        className={styles.dialog}
        aria-labelledby={titleId}
        aria-modal="true"
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // The flow decides, and closes it.
          event.preventDefault();
          onClose();
        }}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        </header>
        <div className={styles.body}>{children}</div>
        <button
          type="button"
          className={buttonClass({ variant: 'ghost', palette: 'gray', size: 'sm', icon: true }, styles.close)}
          aria-label={closeLabel}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </dialog>
    </div>,
    document.body,
  );
}
