import { Box, Container, Flex, Link, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { useAppConfig } from '../../config/app-config-context';
import { es } from '../../i18n/es';

export function PublicLayout() {
  const config = useAppConfig();
  useEffect(() => {
    if (config.businessName) document.title = config.businessName;
  }, [config.businessName]);
  return (
    <Flex direction="column" minH="100vh">
      <Link href="#contenido" position="absolute" left="-9999px" _focus={{ left: 2, top: 2 }}>
        {es.app.skipToContent}
      </Link>
      <Box as="header" borderBottomWidth="1px" py={3}>
        <Container maxW="6xl">
          <Link asChild fontWeight="bold" fontSize="lg">
            <RouterLink to="/">{config.businessName}</RouterLink>
          </Link>
        </Container>
      </Box>
      <Box as="main" id="contenido" flex="1">
        <Outlet />
      </Box>
      <Box as="footer" borderTopWidth="1px" py={4}>
        <Container maxW="6xl">
          <Text fontSize="sm" color="fg.muted">
            {es.footer.poweredBy} {config.businessName}
          </Text>
        </Container>
      </Box>
    </Flex>
  );
}
