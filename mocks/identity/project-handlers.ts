import { http, HttpResponse } from 'msw';
import { ID_TOKEN_TTL_SECONDS, MOCK_PROJECT_ID } from '#mocks/identity-token';
import { IDENTITY_TOOLKIT, SECURE_TOKEN, identityError } from './replies';
import { identityPasswordPolicy } from './switches';
import { findAccountById, issueTokens, readRefreshToken } from './tokens';

/** Token refresh and the project-level reads the SDK makes (policy, reCAPTCHA, domains). */
export const projectHandlers = [
  // The SDK sends this one form-encoded and reads the answer in snake_case.
  http.post(`${SECURE_TOKEN}/v1/token`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const grantType = form.get('grant_type');
    if (!grantType) throw identityError('MISSING_GRANT_TYPE');
    if (grantType !== 'refresh_token') throw identityError('INVALID_GRANT_TYPE');
    const refreshToken = form.get('refresh_token');
    if (!refreshToken) throw identityError('MISSING_REFRESH_TOKEN');
    const session = readRefreshToken(refreshToken);
    const account = findAccountById(session.localId);
    if (!account) throw identityError('USER_NOT_FOUND');
    if (account.disabled) throw identityError('USER_DISABLED');
    const tokens = issueTokens(account, session.provider, session.authTime);
    return HttpResponse.json({
      access_token: tokens.idToken,
      id_token: tokens.idToken,
      expires_in: String(ID_TOKEN_TTL_SECONDS),
      token_type: 'Bearer',
      refresh_token: tokens.refreshToken,
      user_id: account.localId,
      project_id: MOCK_PROJECT_ID,
    });
  }),

  http.get(`${IDENTITY_TOOLKIT}/v2/passwordPolicy`, () => HttpResponse.json(identityPasswordPolicy())),

  // reCAPTCHA Enterprise is off for every provider, so the SDK never loads its script.
  http.get(`${IDENTITY_TOOLKIT}/v2/recaptchaConfig`, () =>
    HttpResponse.json({
      recaptchaKey: `projects/${MOCK_PROJECT_ID}/keys/emulator`,
      recaptchaEnforcementState: [
        { provider: 'EMAIL_PASSWORD_PROVIDER', enforcementState: 'OFF' },
        { provider: 'PHONE_PROVIDER', enforcementState: 'OFF' },
      ],
    }),
  ),

  // Popup and redirect sign-in check the page's domain against these (skipped with an emulator).
  http.get(`${IDENTITY_TOOLKIT}/v1/projects`, () =>
    HttpResponse.json({ projectId: MOCK_PROJECT_ID, authorizedDomains: ['localhost', '127.0.0.1'] }),
  ),
];
