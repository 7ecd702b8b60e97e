import type { ComponentProps } from 'react';
import { selectDisplayName } from '#machines/session/selectors';
import { es } from '#src/i18n/es-site';
import { useSession } from '#src/app/session-context';
import { buttonClass } from '#src/ui/plain/button-class';
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
