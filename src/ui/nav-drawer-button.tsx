import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { MenuIcon } from '#src/app/layouts/shell-icons';

/** The menu button of small screens ('Abrir menú'), before and after the drawer's code is loaded. */
export function NavDrawerButton({ label, ...props }: { label: string } & IconButtonProps) {
  return (
    <IconButton aria-label={label} variant="ghost" hideFrom="lg" {...props}>
      <MenuIcon />
    </IconButton>
  );
}
