import { Box } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { selectIsChecking, selectSentPhone, selectTakenPhone } from '#machines/signup-phone/selectors';
import { selectFailure, selectIsBusy, selectIsRestoring } from '#machines/session/selectors';
import { useSession, useSessionActor } from '#src/app/session-context';
import { usePages } from '#src/config/pages-context';
import type { DynamicField, FormValues } from '#src/domain/dynamic-form';
import { buildSignupRequest, passwordsMismatch, signupDocuments, termsMissing } from '#src/domain/signup';
import { es } from '#src/i18n/es';
import { DynamicForm, type FieldMessages } from '#src/ui/dynamic-form/dynamic-form';
import { useFormValues } from '#src/ui/dynamic-form/use-form-values';
import { failureMessage } from './failure-message';
import { passwordPolicyMessage, usePasswordPolicy } from './signup-password-policy';
import { SignupTerms } from './signup-terms';
import { useSignupPhone } from './use-signup-phone';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The sign-up form: form 1's fields, the documents' box, the screen's own rules (confirmation,
 * password policy, terms, a unique phone), then `session.signup`. The values live here, so a
 * failed sign-up keeps everything typed; success makes the session authenticated and the route
 * redirects.
 */
export function SignupForm({
  fields,
  pendingEmail = null,
}: {
  fields: readonly DynamicField[];
  /** The email of a provider sign-in that still has to finish its sign-up. */
  pendingEmail?: string | null;
}) {
  const actor = useSessionActor();
  const busy = useSession(selectIsBusy);
  // While the session is still being restored it cannot take a sign-up yet.
  const restoring = useSession(selectIsRestoring);
  const failure = useSession(selectFailure);
  const documents = signupDocuments(usePages());
  const policy = usePasswordPolicy(failure?.kind === 'weakPassword' ? failure : null);
  const { values, onChange } = useFormValues(pendingEmail ? { email: pendingEmail } : {});
  const choosesPassword = fields.some((field) => field.key === 'password');
  const [accepted, setAccepted] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const phoneCheck = useSignupPhone(container);
  const checkingPhone = useSelector(phoneCheck, selectIsChecking);
  // The phone GET /customer/phone found, and the one the last sign-up was sent with.
  const takenPhone = useSelector(phoneCheck, selectTakenPhone);
  const sentPhone = useSelector(phoneCheck, selectSentPhone);

  // A failure left over from another screen (a failed login) does not belong here.
  useEffect(() => {
    actor.send({ type: 'session.failure.dismiss' });
  }, [actor]);

  const phone = text(values.phone);
  const hasPhoneField = fields.some((field) => field.key === 'phone');
  const phoneTaken =
    phone !== '' && (phone === takenPhone || (failure?.kind === 'phoneTaken' && phone === sentPhone));
  const errors: FieldMessages = phoneTaken ? { phone: es.identity.phoneTaken } : {};
  const alert = failure && !(failure.kind === 'phoneTaken' && hasPhoneField) ? failureMessage(failure) : null;
  const termsError = attempted && termsMissing(documents.length, accepted) ? es.signup.termsRequired : null;

  const validate = (current: FormValues): FieldMessages => {
    const messages: Record<string, string> = {};
    if (!choosesPassword) return messages;
    const policyMessage = passwordPolicyMessage(current.password, policy);
    if (policyMessage) messages.password = policyMessage;
    if (passwordsMismatch(current)) messages.password_confirm = es.signup.passwordsDiffer;
    return messages;
  };

  const submit = (current: FormValues) => {
    if (termsMissing(documents.length, accepted)) return;
    const request = buildSignupRequest(
      current,
      documents.map((page) => page.page_id),
    );
    phoneCheck.send({ type: 'signup.submit', phone: text(current.phone), request });
  };

  return (
    // Capture: the terms message appears on the same attempt as the form's own messages.
    <Box ref={container} onSubmitCapture={() => setAttempted(true)}>
      <DynamicForm
        fields={fields}
        values={values}
        onChange={onChange}
        onSubmit={submit}
        submitLabel={es.signup.submit}
        busy={busy || restoring || checkingPhone}
        errors={errors}
        validate={validate}
        alert={alert}
      >
        {documents.length > 0 ? (
          <SignupTerms
            documents={documents}
            accepted={accepted}
            onAcceptedChange={setAccepted}
            error={termsError}
          />
        ) : null}
      </DynamicForm>
    </Box>
  );
}
