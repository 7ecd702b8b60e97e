import { Heading } from '@chakra-ui/react';
import { AuthLayout } from '../../app/layouts/auth-layout';
import { es } from '../../i18n/es';
import { LoginForm } from './login-form';
import { RedirectIfSignedIn } from './redirect-if-signed-in';

export function Component() {
  return (
    <RedirectIfSignedIn>
      <AuthLayout>
        <Heading as="h1" size="2xl" mb={6}>
          {es.auth.loginTitle}
        </Heading>
        <LoginForm />
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
