import { useEffect, useState } from 'react';

function activeElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * WCAG 2.4.3: when a dialog closes, the focus goes back to what opened it. The element that had
 * the focus when `open` turned true is kept (read while rendering, before the dialog takes the
 * focus) and focused again when the dialog closes or unmounts, unless the focus already went
 * somewhere else on purpose (a new screen's heading, another dialog). Returns it for Ark's
 * `finalFocusEl`.
 */
export function useReturnFocus(open: boolean): () => HTMLElement | null {
  const [state, setState] = useState<{ open: boolean; trigger: HTMLElement | null }>(() => ({
    open,
    trigger: open ? activeElement() : null,
  }));
  if (state.open !== open) setState({ open, trigger: open ? activeElement() : state.trigger });
  const { trigger } = state;
  useEffect(() => {
    if (!open || !trigger) return undefined;
    return () => {
      // After the dialog's own focus handling has run (its trap restores on a later tick).
      window.setTimeout(() => {
        const now = document.activeElement;
        const lost = !now || now === document.body || !now.isConnected;
        if (lost && trigger.isConnected) trigger.focus({ preventScroll: true });
      }, 0);
    };
  }, [open, trigger]);
  return () => (trigger?.isConnected ? trigger : null);
}
