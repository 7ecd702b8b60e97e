import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { selectIsAuthenticated } from '#machines/session/selectors';
import { useAppConfig } from '#src/config/app-config-context';
import { drawerAccountItems, drawerMenuItems, type NavItem } from '#src/domain/shell-nav';
import { es } from '#src/i18n/es-site';
import { useSession } from '#src/app/session-context';
import { NavDrawer } from '#src/ui/nav-drawer';
import { buttonClass } from '#src/ui/plain/button-class';
import { headingClass } from '#src/ui/plain/heading-class';
import styles from './mobile-drawer.module.css';
import { ShellLink } from './shell-link';
import { useLogout } from './use-logout';

type LabelledItem = NavItem<string> & { label: string };

function DrawerSection({
  title,
  items,
  onNavigate,
}: {
  title: string;
  items: LabelledItem[];
  onNavigate: () => void;
}) {
  const id = useId();
  return (
    <nav aria-labelledby={id} className={styles.section}>
      <h3 id={id} className={headingClass('sm', styles.heading)}>
        {title}
      </h3>
      {items.map((item) => (
        <ShellLink key={item.key} to={item.to} onNavigate={onNavigate} className={styles.sectionLink}>
          {item.label}
        </ShellLink>
      ))}
    </nav>
  );
}

/** Small screens: the menu button and its drawer (Menú, Mi Cuenta, Salir or Ingresar). */
export function MobileDrawer() {
  const config = useAppConfig();
  const loggedIn = useSession(selectIsAuthenticated);
  const logout = useLogout();
  const menu = drawerMenuItems(config, config.classPackagesPath).map((item) => ({
    ...item,
    label: item.key === 'packages' ? config.classPackagesName : es.shell.drawer[item.key],
  }));
  const account = drawerAccountItems(config).map((item) => ({
    ...item,
    label: es.shell.accountMenu[item.key],
  }));

  return (
    <NavDrawer
      openLabel={es.shell.openMenu}
      closeLabel={es.shell.closeMenu}
      title={config.businessName || es.shell.drawerMenu}
      placement="end"
      footer={(close) =>
        loggedIn ? (
          <button
            type="button"
            className={buttonClass({ variant: 'outlined', size: 'md' }, styles.fullWidth)}
            onClick={() => {
              close();
              logout();
            }}
          >
            {es.shell.logout}
          </button>
        ) : (
          <RouterLink
            to="/entrar"
            onClick={close}
            className={buttonClass({ palette: 'brand', size: 'md' }, styles.fullWidth)}
          >
            {es.shell.login}
          </RouterLink>
        )
      }
    >
      {(close) => (
        <>
          <DrawerSection title={es.shell.drawerMenu} items={menu} onNavigate={close} />
          {loggedIn && <DrawerSection title={es.shell.account} items={account} onNavigate={close} />}
        </>
      )}
    </NavDrawer>
  );
}
