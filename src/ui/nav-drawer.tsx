import { lazy, Suspense, useState } from 'react';
import { ChakraIsland, loadChakra } from '#src/app/chakra-island';
import { NavDrawerButton } from './nav-drawer-button';
import type { NavDrawerProps } from './nav-drawer-panel';

const loadPanel = () => Promise.all([import('./nav-drawer-panel'), loadChakra()]).then(([module]) => module);
const NavDrawerPanel = lazy(() => loadPanel().then((module) => ({ default: module.NavDrawerPanel })));

/**
 * The navigation drawer of small screens, for the customer site and the back-office alike: a menu
 * button shown below `lg`, a titled drawer, and a close button. Until the button is first pressed
 * only the button is there; the drawer's code (nav-drawer-panel.tsx) is fetched when a finger or
 * the focus reaches it, and the drawer opens as soon as it has arrived (issue 16: the first load
 * is about 23 KB lighter). The drawer is Chakra's, so Chakra comes with it (decision 042).
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
  const loading = <NavDrawerButton label={props.openLabel} loading />;
  return (
    <Suspense fallback={loading}>
      <ChakraIsland fallback={loading}>
        <NavDrawerPanel {...props} />
      </ChakraIsland>
    </Suspense>
  );
}
