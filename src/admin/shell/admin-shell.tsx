import { Box, Button, Flex, HStack, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { selectDisplayName } from '#machines/session/selectors';
import { useSession } from '#src/app/session-context';
import { useLogout } from '#src/app/layouts/use-logout';
import { es } from '#src/i18n/es-admin';
import { useAdminPath } from '#src/admin/admin-base';
import { NavDrawer } from '#src/ui/nav-drawer';
import { DayPage } from '#src/admin/day/day-page';
import { AdminNav } from './admin-nav';

/**
 * The back-office frame: a top bar with the studio's admin name and 'Salir', the grouped side
 * navigation from `lg` up, and the same navigation in a drawer on tablets and phones.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const name = useSession(selectDisplayName);
  const logout = useLogout();
  const path = useAdminPath();
  return (
    <Flex direction="column" minH="100vh">
      <HStack
        as="header"
        justify="space-between"
        px={{ base: 3, md: 6 }}
        py="3"
        borderBottomWidth="1px"
        gap="3"
      >
        <HStack gap="2">
          <NavDrawer
            openLabel={es.admin.openMenu}
            closeLabel={es.alerts.close}
            title={es.admin.menu}
            placement="start"
          >
            {(close) => <AdminNav onNavigate={close} />}
          </NavDrawer>
          <Link asChild fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }}>
            <RouterLink to={path()}>{es.admin.title}</RouterLink>
          </Link>
        </HStack>
        <HStack gap="3">
          {/* On a 390 px phone the title, the name and 'Salir' share one line without overflowing. */}
          <Text data-testid="admin-name" truncate maxW={{ base: '24', md: 'none' }}>
            {name}
          </Text>
          <Button size="sm" variant="outline" onClick={logout}>
            {es.admin.signOut}
          </Button>
        </HStack>
      </HStack>
      <Flex flex="1">
        <Box as="aside" hideBelow="lg" w="64" flexShrink={0} borderRightWidth="1px" p="5" overflowY="auto">
          <AdminNav />
        </Box>
        <Box as="main" id="contenido" flex="1" minW="0" p={{ base: 3, md: 6 }}>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}

/** The back-office's landing: a greeting and the studio's day; on a phone the menu follows. */
export function AdminHome() {
  const name = useSession(selectDisplayName);
  return (
    <Box>
      <Text mb="3">{es.day.greeting(name)}</Text>
      <DayPage />
      <Box mt="6" hideFrom="lg">
        <AdminNav />
      </Box>
    </Box>
  );
}
