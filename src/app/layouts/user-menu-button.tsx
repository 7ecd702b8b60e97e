import { useRef, type ComponentProps } from 'react';
import { selectDisplayName } from '#machines/session/selectors';
import { es } from '#src/i18n/es-site';
import { useSession } from '#src/app/session-context';
import { buttonClass } from '#src/ui/plain/button-class';
import { useHandOverFocus, useTakeHandedOverFocus, type FocusHandoverRef } from './focus-handover';
import { ChevronDownIcon } from './shell-icons';

/**
 * The account menu's button: the customer's name. Shown alone while the menu's code loads (it is
 * not in the first load: visitors never open it), then as the menu's trigger, which gives it its
 * ARIA attributes and handlers.
 */
export function UserMenuButton({ className, ...props }: ComponentProps<'button'>) {
  const name = useSession(selectDisplayName);
  return (
    <button type="button" className={buttonClass({ variant: 'ghost' }, className)} {...props}>
      {name || es.shell.account}
      <ChevronDownIcon />
    </button>
  );
}

/** How the menu was asked for before its code arrived: from the keyboard it opens on its first item. */
export type MenuAsked = 'pointer' | 'keyboard';

/**
 * The button while the menu's code (or Chakra) loads: a press is remembered for the menu to open
 * with, and the keyboard's focus passes on to whichever button replaces it.
 */
export function UserMenuStandIn({
  onAsk,
  focusHandoverRef,
}: {
  onAsk: (how: MenuAsked) => void;
  focusHandoverRef: FocusHandoverRef;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useTakeHandedOverFocus(ref, focusHandoverRef);
  useHandOverFocus(ref, focusHandoverRef);
  // A click event without a pointer (`detail` 0) is Enter or Space.
  return <UserMenuButton ref={ref} onClick={(event) => onAsk(event.detail === 0 ? 'keyboard' : 'pointer')} />;
}
