import { Link as RouterLink, NavLink } from 'react-router-dom';
import { es } from '#src/i18n/es-site';
import layout from '#src/ui/plain/layout.module.css';
import link from '#src/ui/plain/link.module.css';

interface ShellLinkProps {
  to: string;
  external?: boolean | undefined;
  children: string;
  /** Called on activation, e.g. to close the drawer the link sits in. */
  onNavigate?: (() => void) | undefined;
  /** Extra classes, e.g. the drawer's larger text. */
  className?: string | undefined;
}

/**
 * A header link: in-app through the router (marked `aria-current` on its own page), or to
 * another site in a new tab, announced as such to screen readers. Plain elements: the header is
 * on every screen's first paint (docs/performance.md).
 */
export function ShellLink({ to, external, children, onNavigate, className }: ShellLinkProps) {
  const classes = className ? `${link.link} ${className}` : link.link;
  if (external) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" onClick={onNavigate} className={classes}>
        {children}
        <span className={layout.visuallyHidden}> {es.shell.newTab}</span>
      </a>
    );
  }
  // A hash link (`/#nosotros`) is a section of a page, never "the current page".
  return to.includes('#') ? (
    <RouterLink to={to} onClick={onNavigate} className={classes}>
      {children}
    </RouterLink>
  ) : (
    <NavLink to={to} end onClick={onNavigate} className={classes}>
      {children}
    </NavLink>
  );
}
