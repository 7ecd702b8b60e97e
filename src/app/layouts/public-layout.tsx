import { Box, Flex, Link } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { es } from '#src/i18n/es';
import { useRouteFocus } from '#src/app/use-route-focus';
import { Footer } from './footer';
import { SiteHeader } from './site-header';
import { OfflineNotice } from '#src/ui/offline-notice';

export function PublicLayout() {
  useRouteFocus();
  return (
    <Flex direction="column" minH="100vh">
      <Link
        href="#contenido"
        position="absolute"
        left="-9999px"
        _focus={{ left: 2, top: 2, zIndex: 'skipLink' }}
      >
        {es.app.skipToContent}
      </Link>
      <SiteHeader />
      {/* At least a screen high: a screen's content arrives after the layout, and the footer
          must not start in view and jump down when it does (layout shift). */}
      <Box as="main" id="contenido" flex="1" minH="100vh">
        <Outlet />
      </Box>
      <Footer />
      <OfflineNotice />
    </Flex>
  );
}
