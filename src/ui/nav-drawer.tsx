import { lazy, Suspense, useState } from 'react';
import { NavDrawerButton } from './nav-drawer-button';
import type { NavDrawerProps } from './nav-drawer-panel';

const loadPanel = () => import('./nav-drawer-panel');
const NavDrawerPanel = lazy(() => loadPanel().then((module) => ({ default: module.NavDrawerPanel })));

/**
 * The navigation drawer of small screens, for the customer site and the back-office alike: a menu
 * button shown below `lg`, a titled drawer, and a close button. Until the button is first pressed
 * only the button is there; the drawer's code (nav-drawer-panel.tsx) is fetched when a finger or
 * the focus reaches it, and the drawer opens as soon as it has arrived (issue 16: the first load
 * is about 23 KB lighter).
 */
export function NavDrawer(props: NavDrawerProps) {
  const [asked, setAsked] = useState(false);
  const button = (
    <NavDrawerButton
      label={props.openLabel}
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onClick={() => setAsked(true)}
    />
  );
  if (!asked) return button;
  return (
    <Suspense fallback={<NavDrawerButton label={props.openLabel} loading />}>
      <NavDrawerPanel {...props} />
    </Suspense>
  );
}
