import { http, HttpResponse } from 'msw';
import { mockNow } from '#mocks/clock';
import { checkNewPassword, createAccount, updateAccount } from './accounts';
import { issueOobCode, issuedOobCodes, peekOobCode, takeOobCode, type OobRequestType } from './oob-codes';
import { IDENTITY_TOOLKIT, identityError, optionalString, readJson, requireEmail } from './replies';
import { emailEnumerationProtection } from './switches';
import { accountFromIdToken, findAccountByEmail, issueTokens } from './tokens';

const REQUEST_TYPES: readonly string[] = ['PASSWORD_RESET', 'EMAIL_SIGNIN', 'VERIFY_EMAIL'];

/** Emailed one-time codes: password reset, email-link sign-in, email verification. */
export const oobHandlers = [
  http.post(`${IDENTITY_TOOLKIT}/v1/accounts\\:sendOobCode`, async ({ request }) => {
    const body = await readJson(request);
    const requestType = optionalString(body, 'requestType');
    if (!requestType || !REQUEST_TYPES.includes(requestType)) throw identityError('INVALID_REQ_TYPE');
    const url = new URL(request.url);
    const common = {
      requestType: requestType as OobRequestType,
      apiKey: url.searchParams.get('key') ?? '',
      emulatorOrigin: url.origin,
      continueUrl: optionalString(body, 'continueUrl'),
      handleCodeInApp: body.canHandleCodeInApp === true,
    };
    if (requestType === 'VERIFY_EMAIL') {
      const { account } = accountFromIdToken(body.idToken);
      await issueOobCode({ ...common, email: account.email });
      return HttpResponse.json({
        kind: 'identitytoolkit#GetOobConfirmationCodeResponse',
        email: account.email,
      });
    }
    const email = requireEmail(body);
    if (requestType === 'EMAIL_SIGNIN' && !common.continueUrl) throw identityError('MISSING_CONTINUE_URI');
    const known = Boolean(findAccountByEmail(email));
    if (requestType === 'PASSWORD_RESET' && !known) {
      // A protected project does not reveal whether the email has an account.
      if (!emailEnumerationProtection()) throw identityError('EMAIL_NOT_FOUND');
    } else {
      await issueOobCode({ ...common, email });
    }
    return HttpResponse.json({ kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email });
  }),

  http.post(`${IDENTITY_TOOLKIT}/v1/accounts\\:signInWithEmailLink`, async ({ request }) => {
    const body = await readJson(request);
    const email = requireEmail(body);
    if (peekOobCode(body.oobCode, 'EMAIL_SIGNIN').email !== email) throw identityError('INVALID_EMAIL');
    takeOobCode(body.oobCode, 'EMAIL_SIGNIN');
    const existing = findAccountByEmail(email);
    if (existing?.disabled) throw identityError('USER_DISABLED');
    // Following the link proves the address, as it does for Firebase.
    const account = existing
      ? await updateAccount(existing.localId, { emailVerified: true, lastLoginAt: mockNow().toISOString() })
      : await createAccount({ email, password: null, providerIds: ['password'], emailVerified: true });
    return HttpResponse.json({
      kind: 'identitytoolkit#EmailLinkSigninResponse',
      localId: account.localId,
      email: account.email,
      isNewUser: !existing,
      ...issueTokens(account, 'password'),
    });
  }),

  // With only an oobCode it verifies the code (verifyPasswordResetCode); with newPassword it resets.
  http.post(`${IDENTITY_TOOLKIT}/v1/accounts\\:resetPassword`, async ({ request }) => {
    const body = await readJson(request);
    const newPassword = optionalString(body, 'newPassword');
    // A weak new password must not use up the code.
    if (newPassword) checkNewPassword(newPassword);
    const code = newPassword
      ? takeOobCode(body.oobCode, 'PASSWORD_RESET')
      : peekOobCode(body.oobCode, 'PASSWORD_RESET');
    const account = findAccountByEmail(code.email);
    if (!account) throw identityError('EMAIL_NOT_FOUND');
    if (newPassword) await updateAccount(account.localId, { password: newPassword });
    return HttpResponse.json({
      kind: 'identitytoolkit#ResetPasswordResponse',
      email: account.email,
      requestType: 'PASSWORD_RESET',
    });
  }),

  // The emulator's own endpoint for reading the codes it "emailed".
  http.get('*/emulator/v1/projects/:projectId/oobCodes', () =>
    HttpResponse.json({
      oobCodes: issuedOobCodes().map(({ email, oobCode, oobLink, requestType }) => ({
        email,
        oobCode,
        oobLink,
        requestType,
      })),
    }),
  ),
];
