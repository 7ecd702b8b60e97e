import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { NavDrawerButton } from './nav-drawer-button';

export interface NavDrawerProps {
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
 * The drawer itself (nav-drawer.tsx loads it when the menu button is first pressed): its Zag
 * dialog machine, focus trap and layers are not in the first load, which only shows the button.
 */
export function NavDrawerPanel({
  openLabel,
  closeLabel,
  title,
  placement,
  children,
  footer,
}: NavDrawerProps) {
  // Loaded because the button was pressed: it opens at once.
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement={placement}>
      <Drawer.Trigger asChild>
        <NavDrawerButton label={openLabel} />
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
