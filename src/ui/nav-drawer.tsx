import { CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { MenuIcon } from '#src/app/layouts/shell-icons';

interface NavDrawerProps {
  /** The menu button's accessible name ('Abrir menú'). */
  openLabel: string;
  closeLabel: string;
  title: string;
  placement: 'start' | 'end';
  /** The body and footer get `close`, so following a link also closes the drawer. */
  children: (close: () => void) => ReactNode;
  footer?: ((close: () => void) => ReactNode) | undefined;
}

/**
 * The navigation drawer of small screens, for the customer site and the back-office alike: a menu
 * button shown below `lg`, a titled drawer, and a close button.
 */
export function NavDrawer({ openLabel, closeLabel, title, placement, children, footer }: NavDrawerProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement={placement}>
      <Drawer.Trigger asChild>
        <IconButton aria-label={openLabel} variant="ghost" hideFrom="lg">
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children(close)}</Drawer.Body>
            {footer && <Drawer.Footer justifyContent="stretch">{footer(close)}</Drawer.Footer>}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
