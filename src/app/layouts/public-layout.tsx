import { Box, Flex, Link } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { es } from '#src/i18n/es';
import { Footer } from './footer';
import { SiteHeader } from './site-header';
import { OfflineNotice } from '#src/ui/offline-notice';

export function PublicLayout() {
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
      <Box as="main" id="contenido" flex="1">
        <Outlet />
      </Box>
      <Footer />
      <OfflineNotice />
    </Flex>
  );
}
