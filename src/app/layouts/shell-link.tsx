import { Link, Text, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { es } from '#src/i18n/es';

type ShellLinkProps = Omit<LinkProps, 'href' | 'children'> & {
  to: string;
  external?: boolean | undefined;
  children: string;
  /** Called on activation, e.g. to close the drawer the link sits in. */
  onNavigate?: (() => void) | undefined;
};

/**
 * A header link: in-app through the router (marked `aria-current` on its own page), or to
 * another site in a new tab, announced as such to screen readers.
 */
export function ShellLink({ to, external, children, onNavigate, ...rest }: ShellLinkProps) {
  if (external) {
    return (
      <Link href={to} target="_blank" rel="noopener noreferrer" onClick={onNavigate} {...rest}>
        {children}
        <Text as="span" srOnly>
          {' '}
          {es.shell.newTab}
        </Text>
      </Link>
    );
  }
  return (
    <Link asChild _currentPage={{ fontWeight: 'bold', textDecoration: 'underline' }} {...rest}>
      {/* A hash link (`/#nosotros`) is a section of a page, never "the current page". */}
      {to.includes('#') ? (
        <RouterLink to={to} onClick={onNavigate}>
          {children}
        </RouterLink>
      ) : (
        <NavLink to={to} end onClick={onNavigate}>
          {children}
        </NavLink>
      )}
    </Link>
  );
}
