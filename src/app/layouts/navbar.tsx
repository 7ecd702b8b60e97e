import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { selectIsAuthenticated, selectIsRestoring } from '#machines/session/selectors';
import { useAppConfig } from '#src/config/app-config-context';
import { certificationHref, mainNavItems } from '#src/domain/shell-nav';
import { es } from '#src/i18n/es-site';
import { buttonClass } from '#src/ui/plain/button-class';
import layout from '#src/ui/plain/layout.module.css';
import { ChakraIsland, loadChakra } from '#src/app/chakra-island';
import { useSession } from '#src/app/session-context';
import { BrandLogo } from './brand-logo';
import { MobileDrawer } from './mobile-drawer';
import styles from './navbar.module.css';
import { ShellLink } from './shell-link';
import { UserMenuStandIn, type MenuAsked } from './user-menu-button';

// The menu's code (Zag's menu and popper) loads for signed-in customers only.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));

export const NAVBAR_HEIGHT_PX = 75;

/** The logo, the studio's links and the account entry; below `lg` the links move to the drawer. */
export function Navbar() {
  const config = useAppConfig();
  const loggedIn = useSession(selectIsAuthenticated);
  // While a returning customer is restored, 'Ingresar' is not offered (it keeps its place).
  const restoring = useSession(selectIsRestoring);
  // How the menu was asked for while its code loaded: from the keyboard it opens with its first
  // item highlighted, as the trigger would.
  const [menuAsked, setMenuAsked] = useState<MenuAsked | null>(null);
  // The keyboard's focus, passed from one account button to the next as the menu's code arrives.
  const focusHandoverRef = useRef(false);
  // Fetched as soon as a customer is signed in, so a first click finds the menu ready instead of
  // opening one still being set up (an e2e saw its first item click lost in that window).
  useEffect(() => {
    if (loggedIn) void Promise.all([loadUserMenu(), loadChakra()]);
  }, [loggedIn]);
  const items = mainNavItems(config, {
    packagesPath: config.classPackagesPath,
    certificationHref: certificationHref(window.location.hostname),
  });
  const menuButton = <UserMenuStandIn onAsk={setMenuAsked} focusHandoverRef={focusHandoverRef} />;
  return (
    <div className={styles.bar} style={{ height: NAVBAR_HEIGHT_PX }}>
      <div className={`${layout.container} ${styles.row}`}>
        <BrandLogo />
        <nav aria-label={es.shell.mainNav} className={styles.links}>
          {items.map((item) => (
            <ShellLink key={item.key} to={item.to} external={item.external}>
              {item.key === 'packages' ? config.classPackagesName : es.shell.nav[item.key]}
            </ShellLink>
          ))}
          <RouterLink
            to={loggedIn ? '/mystudio' : '/entrar'}
            className={buttonClass({ palette: 'brand' }, restoring ? styles.hidden : undefined)}
          >
            {loggedIn ? es.shell.account : es.shell.login}
          </RouterLink>
          {loggedIn && (
            // A click while the menu's code loads is not lost: the menu opens when it arrives.
            <Suspense fallback={menuButton}>
              <ChakraIsland fallback={menuButton}>
                <UserMenu
                  defaultOpen={menuAsked !== null}
                  highlightFirst={menuAsked === 'keyboard'}
                  focusHandoverRef={focusHandoverRef}
                />
              </ChakraIsland>
            </Suspense>
          )}
        </nav>
        <div className={styles.drawer}>
          <MobileDrawer />
        </div>
      </div>
    </div>
  );
}
