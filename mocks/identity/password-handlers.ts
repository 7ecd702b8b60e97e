import { http, HttpResponse } from 'msw';
import { findAccountByEmail, accountFromIdToken, issueTokens } from './tokens';
import { accountView, checkNewPassword, createAccount, recordLogin, updateAccount } from './accounts';
import {
  IDENTITY_TOOLKIT,
  identityError,
  normalizeEmail,
  optionalString,
  readJson,
  requireEmail,
} from './replies';
import { emailEnumerationProtection } from './switches';

/** Email and password accounts: sign-up, sign-in, lookup and profile/password changes. */
export const passwordHandlers = [
  http.post(`${IDENTITY_TOOLKIT}/v1/accounts\\:signUp`, async ({ request }) => {
    const body = await readJson(request);
    const email = requireEmail(body);
    const password = checkNewPassword(optionalString(body, 'password'));
    if (findAccountByEmail(email)) throw identityError('EMAIL_EXISTS');
    const account = await createAccount({
      email,
      password,
      providerIds: ['password'],
      displayName: optionalString(body, 'displayName') ?? null,
    });
    return HttpResponse.json({
      kind: 'identitytoolkit#SignupNewUserResponse',
      localId: account.localId,
      email: account.email,
      ...issueTokens(account, 'password'),
    });
  }),

  http.post(`${IDENTITY_TOOLKIT}/v1/accounts\\:signInWithPassword`, async ({ request }) => {
    const body = await readJson(request);
    const email = requireEmail(body);
    const password = optionalString(body, 'password');
    if (!password) throw identityError('MISSING_PASSWORD');
    const protectedProject = emailEnumerationProtection();
    const account = findAccountByEmail(email);
    if (!account) throw identityError(protectedProject ? 'INVALID_LOGIN_CREDENTIALS' : 'EMAIL_NOT_FOUND');
    if (account.password !== password) {
      throw identityError(protectedProject ? 'INVALID_LOGIN_CREDENTIALS' : 'INVALID_PASSWORD');
    }
    if (account.disabled) throw identityError('USER_DISABLED');
    const signedIn = await recordLogin(account);
    return HttpResponse.json({
      kind: 'identitytoolkit#VerifyPasswordResponse',
      localId: signedIn.localId,
      email: signedIn.email,
      displayName: signedIn.displayName ?? '',
      registered: true,
      ...issueTokens(signedIn, 'password'),
    });
  }),

  http.post(`${IDENTITY_TOOLKIT}/v1/accounts\\:lookup`, async ({ request }) => {
    const { account } = accountFromIdToken((await readJson(request)).idToken);
    return HttpResponse.json({
      kind: 'identitytoolkit#GetAccountInfoResponse',
      users: [accountView(account)],
    });
  }),

  // updatePassword, updateEmail and updateProfile all land here.
  http.post(`${IDENTITY_TOOLKIT}/v1/accounts\\:update`, async ({ request }) => {
    const body = await readJson(request);
    const { account, provider, authTime } = accountFromIdToken(body.idToken);
    const changes: Parameters<typeof updateAccount>[1] = {};
    if ('password' in body) {
      changes.password = checkNewPassword(optionalString(body, 'password'));
      if (!account.providerIds.includes('password'))
        changes.providerIds = [...account.providerIds, 'password'];
    }
    const email = normalizeEmail(optionalString(body, 'email'));
    if (email && email !== account.email) {
      if (findAccountByEmail(email)) throw identityError('EMAIL_EXISTS');
      changes.email = email;
      changes.emailVerified = false;
    }
    if ('displayName' in body) changes.displayName = optionalString(body, 'displayName') ?? null;
    const deleted = Array.isArray(body.deleteAttribute) ? body.deleteAttribute : [];
    if (deleted.includes('DISPLAY_NAME')) changes.displayName = null;
    const updated = await updateAccount(account.localId, changes);
    const view = accountView(updated);
    return HttpResponse.json({
      kind: 'identitytoolkit#SetAccountInfoResponse',
      localId: view.localId,
      email: view.email,
      displayName: view.displayName,
      emailVerified: view.emailVerified,
      providerUserInfo: view.providerUserInfo,
      passwordHash: view.passwordHash,
      ...(body.returnSecureToken === true ? issueTokens(updated, provider, authTime) : {}),
    });
  }),
];
