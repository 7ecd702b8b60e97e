import { HStack, Separator, Text } from '@chakra-ui/react';
import { selectPendingSignupEmail } from '#machines/session/selectors';
import { useSession } from '#src/app/session-context';
import { withoutPasswordFields } from '#src/domain/signup';
import { es } from '#src/i18n/es';
import { ReadState } from '#src/ui/load-states';
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
  const fields = form.data;
  if (fields && pendingEmail !== null) {
    return <SignupForm fields={withoutPasswordFields(fields)} pendingEmail={pendingEmail} />;
  }
  if (fields) {
    return (
      <>
        <ProviderButtons />
        <HStack gap="3" aria-hidden="true">
          <Separator flex="1" />
          <Text color="fg.muted">{es.signup.or}</Text>
          <Separator flex="1" />
        </HStack>
        <SignupForm fields={fields} />
      </>
    );
  }
  return <ReadState read={form} loading={es.signup.loadingForm} failed={es.signup.formError} />;
}
