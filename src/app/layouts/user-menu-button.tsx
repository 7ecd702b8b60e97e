import { Button, type ButtonProps } from '@chakra-ui/react';
import { selectDisplayName } from '#machines/session/selectors';
import { es } from '#src/i18n/es';
import { useSession } from '#src/app/session-context';
import { ChevronDownIcon } from './shell-icons';

/**
 * The account menu's button: the customer's name. Shown alone while the menu's code loads (it is
 * not in the first load: visitors never open it), then as the menu's trigger.
 */
export function UserMenuButton(props: ButtonProps) {
  const name = useSession(selectDisplayName);
  return (
    <Button variant="ghost" size="sm" {...props}>
      {name || es.shell.account}
      <ChevronDownIcon />
    </Button>
  );
}
