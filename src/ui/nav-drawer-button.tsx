import type { ComponentProps } from 'react';
import { MenuIcon } from '#src/app/layouts/shell-icons';
import { buttonClass } from './plain/button-class';
import styles from './nav-drawer-button.module.css';
import spinner from './plain/spinner.module.css';

/**
 * The menu button of small screens ('Abrir menú'), before and after the drawer's code is loaded
 * (then the drawer's trigger gives it its ARIA attributes). Plain: it is in every first load.
 */
export function NavDrawerButton({
  label,
  loading = false,
  className,
  ...props
}: { label: string; loading?: boolean } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-busy={loading || undefined}
      className={buttonClass(
        { variant: 'ghost', size: 'md', icon: true },
        `${styles.button} ${className ?? ''}`,
      )}
      {...props}
    >
      {loading ? <span className={spinner.spinner} aria-hidden="true" /> : <MenuIcon />}
    </button>
  );
}
