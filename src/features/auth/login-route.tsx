import { Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { AuthLayout } from '#src/app/layouts/auth-layout';
import { es } from '#src/i18n/es';
import { EmailLinkSignIn } from './email-link-sign-in';
import { LoginForm } from '#src/ui/auth/login-form';
import { ProviderButtons } from '#src/ui/auth/provider-buttons';
import { RedirectIfSignedIn } from './redirect-if-signed-in';

function Or() {
  return (
    <HStack gap="3" aria-hidden="true">
      <Separator flex="1" />
      <Text color="fg.muted">{es.auth.or}</Text>
      <Separator flex="1" />
    </HStack>
  );
}

export function Component() {
  return (
    <RedirectIfSignedIn>
      <AuthLayout>
        <Stack gap={6}>
          <Heading as="h1" size="2xl">
            {es.auth.loginTitle}
          </Heading>
          <LoginForm />
          <Or />
          <ProviderButtons />
          <Or />
          <EmailLinkSignIn />
        </Stack>
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
