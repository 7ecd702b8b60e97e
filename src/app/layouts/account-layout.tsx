import { Box, Flex } from '@chakra-ui/react';
import { Navigate, Outlet } from 'react-router-dom';
import {
  selectCustomer,
  selectExpired,
  selectIsAuthenticated,
  selectIsUnverified,
} from '#machines/session/selectors';
import { AccessingScreen } from '#src/features/account/accessing-screen';
import { AccountEntryModals } from '#src/features/account/account-entry-modals';
import { useAnnounceVerified } from '#src/app/freshness';
import { useSession } from '#src/app/session-context';
import { useRouteFocus } from '#src/app/use-route-focus';
import { Footer } from './footer';
import { SiteHeader } from './site-header';
import { OfflineNotice } from '#src/ui/offline-notice';
import { OfflineSessionNotice } from '#src/ui/offline-session-notice';
import { WaitlistPromotionNotice } from '#src/ui/waitlist/promotion-notice';

/** /mystudio/*: the customer's area. Until a session is there it shows 'Accediendo'. */
export function AccountLayout() {
  const signedIn = useSession(selectIsAuthenticated);
  const customer = useSession(selectCustomer);
  const expired = useSession(selectExpired);
  // Started without signal from the device's copy (decision 038): what needs the server waits.
  const unverified = useSession(selectIsUnverified);
  useAnnounceVerified(unverified);
  useRouteFocus();
  // A session the server ended goes back to the login screen, which says why.
  if (!signedIn && expired) return <Navigate to="/entrar" replace />;
  if (!signedIn) return <AccessingScreen />;
  // Signed in through a provider for the first time: the studio still needs the customer's data.
  if (!customer) return <Navigate to="/registro" replace />;
  return (
    <Flex direction="column" minH="100vh">
      <SiteHeader />
      <OfflineSessionNotice />
      {!unverified && (
        <WaitlistPromotionNotice key={customer.customer_id} customerId={customer.customer_id} />
      )}
      <Box as="main" id="contenido" flex="1" minH="100vh">
        <Outlet />
      </Box>
      <Footer />
      <OfflineNotice />
      {!unverified && <AccountEntryModals key={customer.customer_id} customer={customer} />}
    </Flex>
  );
}
