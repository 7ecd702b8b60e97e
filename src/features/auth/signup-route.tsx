import { Heading, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { selectPendingSignupEmail } from '../../../machines/session/selectors';
import { useSession } from '../../app/session-context';
import { withoutPasswordFields } from '../../domain/signup';
import { AuthLayout } from '../../app/layouts/auth-layout';
import { LoadError, LoadingLine } from '../../ui/load-states';
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
    return <LoadingLine text={es.signup.loadingForm} />;
  }
  return <LoadError text={es.signup.formError} onRetry={form.retry} />;
}
