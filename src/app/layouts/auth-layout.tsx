import { Box, Flex, Image, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppConfig } from '#src/config/app-config-context';

/**
 * The split screen of /entrar, /registro and /recuperar: the studio's background image on the
 * left (hidden on phones), the logo and the form on the right.
 */
export function AuthLayout({
  background,
  children,
}: {
  background?: string | undefined;
  children: ReactNode;
}) {
  const config = useAppConfig();
  const image = background ?? config.raw.bg_login;
  return (
    <Flex minH="100vh">
      <Box
        flex="1"
        display={{ base: 'none', md: 'block' }}
        bgImage={image ? `url("${image}")` : undefined}
        bgColor="brand"
        bgSize="cover"
        bgPos="center"
        aria-hidden="true"
        data-testid="auth-background"
      />
      <Flex
        as="main"
        id="contenido"
        flex="1"
        direction="column"
        justify="center"
        px={{ base: 6, md: 16 }}
        py={10}
      >
        <Box maxW="md" w="full" mx="auto">
          <Link asChild mb={8} display="inline-block">
            <RouterLink to="/">
              {config.navbarLogo ? (
                <Image src={config.navbarLogo} alt={config.businessName} maxH="48px" />
              ) : (
                config.businessName
              )}
            </RouterLink>
          </Link>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
