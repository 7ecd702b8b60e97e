import { Alert, Button, Heading, HStack, Link, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { selectPendingSignupEmail } from '../../../machines/session/selectors';
import { useSession } from '../../app/session-context';
import { withoutPasswordFields } from '../../domain/signup';
import { AuthLayout } from '../../app/layouts/auth-layout';
import { es } from '../../i18n/es';
import { ProviderButtons } from './provider-buttons';
import { RedirectIfSignedIn } from './redirect-if-signed-in';
import { useSignupFields } from './signup-fields';
import { SignupForm } from './signup-form';

/** /registro: providers, then the studio's sign-up form; a signed-in customer goes to /mystudio. */
export function Component() {
  return (
    <RedirectIfSignedIn>
      <AuthLayout>
        <Stack gap="6">
          <Heading as="h1" size="2xl">
            {es.signup.title}
          </Heading>
          <SignupBody />
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

function SignupBody() {
  const form = useSignupFields();
  const pendingEmail = useSession(selectPendingSignupEmail);
  if (form.status === 'ready' && pendingEmail !== null) {
    return <SignupForm fields={withoutPasswordFields(form.fields)} pendingEmail={pendingEmail} />;
  }
  if (form.status === 'ready') {
    return (
      <>
        <ProviderButtons />
        <HStack gap="3" aria-hidden="true">
          <Separator flex="1" />
          <Text color="fg.muted">{es.signup.or}</Text>
          <Separator flex="1" />
        </HStack>
        <SignupForm fields={form.fields} />
      </>
    );
  }
  if (form.status === 'loading') {
    return (
      <HStack role="status" gap="3">
        <Spinner size="sm" />
        <Text>{es.signup.loadingForm}</Text>
      </HStack>
    );
  }
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Description>{es.signup.formError}</Alert.Description>
        <Button size="sm" alignSelf="flex-start" onClick={form.retry}>
          {es.app.retry}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
