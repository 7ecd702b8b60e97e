import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '#src/app/layouts/shell-icons';
import { useReturnFocus } from '#src/ui/return-focus';
import { buttonClass } from './button-class';
import styles from './dialog.module.css';

interface ModalDialogProps {
  title: ReactNode;
  /** The × in the corner's name. */
  closeLabel: string;
  /** Escape, a click on the backdrop and the ×. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * An open modal dialog drawn without Chakra, on the browser's <dialog>: the page behind is inert,
 * the focus starts on its first field and goes back to what opened it. For the one dialog that
 * must answer a tap before Chakra has arrived (docs/performance.md); every other is DialogFrame.
 * Open while mounted: the flow that shows it unmounts it to close it. (Drawn with `show()`, the
 * page made inert after the paint, it measured no faster at the first tap: decision 094.)
 */
export function ModalDialog({ title, closeLabel, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Where the press began: a drag from a field out onto the backdrop ends in a click on the
  // <dialog> too, and must not close it with what was typed.
  const pressedBackdrop = useRef(false);
  useReturnFocus(true);
  useLayoutEffect(() => {
    const dialog = ref.current!;
    dialog.showModal();
    // The page behind stays where it is, as under Chakra's dialogs.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      dialog.close();
      document.body.style.overflow = overflow;
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the flow decides, and unmounts it.
        event.preventDefault();
        onClose();
      }}
      // A press on the backdrop lands on the <dialog> itself; inside, on its content.
      onPointerDown={(event) => (pressedBackdrop.current = event.target === event.currentTarget)}
      onClick={(event) => pressedBackdrop.current && event.target === event.currentTarget && onClose()}
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
  );
}
