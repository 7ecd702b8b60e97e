import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthLayout } from '#src/app/layouts/auth-layout';
import { es } from '#src/i18n/es';
import { RedirectIfSignedIn } from './redirect-if-signed-in';
import { SignupPanel } from '#src/ui/auth/signup-panel';

/** /registro: providers, then the studio's sign-up form; a signed-in customer goes to /mystudio. */
export function Component() {
  return (
    <RedirectIfSignedIn>
      <AuthLayout>
        <Stack gap="6">
          <Heading as="h1" size="2xl">
            {es.signup.title}
          </Heading>
          <SignupPanel />
          <Text>
            {es.signup.haveAccount}{' '}
            <Link asChild>
              <RouterLink to="/entrar">{es.signup.login}</RouterLink>
            </Link>
          </Text>
        </Stack>
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
