import { HStack, Separator, Text } from '@chakra-ui/react';
import { selectPendingSignupEmail } from '#machines/session/selectors';
import { useSession } from '#src/app/session-context';
import { withoutPasswordFields } from '#src/domain/signup';
import { es } from '#src/i18n/es';
import { LoadError, LoadingLine } from '#src/ui/load-states';
import { ProviderButtons } from './provider-buttons';
import { useSignupFields } from './signup-fields';
import { SignupForm } from './signup-form';

/**
 * Sign-up: the providers, then the studio's form; a provider identity without a customer only
 * completes the studio's fields. Used by /registro and by the reserve flow's modal.
 */
export function SignupPanel() {
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
