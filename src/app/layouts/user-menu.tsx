import { Menu, Portal } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppConfig } from '#src/config/app-config-context';
import { accountMenuItems } from '#src/domain/shell-nav';
import { es } from '#src/i18n/es';
import { useTakeHandedOverFocus, type FocusHandoverRef } from './focus-handover';
import { UserMenuButton } from './user-menu-button';
import { useLogout } from './use-logout';

const LOGOUT = 'logout';

/** The logged-in user's dropdown: their name, the account screens the studio enables, Salir. */
export function UserMenu({
  defaultOpen = false,
  highlightFirst = false,
  focusHandoverRef,
}: {
  defaultOpen?: boolean;
  /** Opened from the keyboard before this code arrived: its first item is highlighted. */
  highlightFirst?: boolean;
  /** The focus of the stand-in button this menu replaces, if it had it. */
  focusHandoverRef: FocusHandoverRef;
}) {
  const config = useAppConfig();
  const logout = useLogout();
  const navigate = useNavigate();
  const items = accountMenuItems(config);
  // Held here: after an item chosen with Enter navigates, the menu's own state needed two clicks
  // to open again.
  const [open, setOpen] = useState(defaultOpen);
  // Here, not in the trigger: Zag starts the menu from its own layout effect (a child's, so before
  // this one) and drops what is sent earlier. A focus given sooner never reached it, the menu
  // stayed 'idle', and Enter on the focused trigger did nothing.
  const trigger = useRef<HTMLButtonElement>(null);
  useTakeHandedOverFocus(trigger, focusHandoverRef);
  return (
    <Menu.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      defaultHighlightedValue={highlightFirst ? (items[0]?.key ?? LOGOUT) : undefined}
      // Its trigger sits in the fixed header: placed against the page, the open menu moved with
      // every scroll until it was placed again, and a click landing in between chose another item.
      positioning={{ placement: 'bottom-end', strategy: 'fixed' }}
      onSelect={({ value }) => {
        if (value === LOGOUT) logout();
      }}
      // Enter on a link item: the menu would fire a non-bubbling click, which the router's link
      // never sees (a full page load instead); navigate in-app ourselves.
      navigate={({ value }) => {
        const item = items.find((candidate) => candidate.key === value);
        setOpen(false);
        if (item) void navigate(item.to);
      }}
    >
      <Menu.Trigger asChild>
        <UserMenuButton ref={trigger} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            {items.map((item) => (
              <Menu.Item key={item.key} value={item.key} asChild>
                <RouterLink to={item.to}>{es.shell.accountMenu[item.key]}</RouterLink>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value={LOGOUT}>{es.shell.logout}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
