import { idpHandlers } from './identity/idp-handlers';
import { oobHandlers } from './identity/oob-handlers';
import { passwordHandlers } from './identity/password-handlers';
import { projectHandlers } from './identity/project-handlers';

/**
 * The Firebase Auth emulator's REST API, served by MSW. The app's real `firebase/auth` SDK is
 * pointed at it with `connectAuthEmulator`, so it sends `<origin>/identitytoolkit.googleapis.com/…`
 * and `<origin>/securetoken.googleapis.com/…`; the `*` prefix matches any origin (the app's own
 * origin in the browser, `http://localhost` in Node). Accounts live in `db.identityAccounts`;
 * id tokens are the unsigned JWTs of `identity-token.ts` that the `/api` mocks accept.
 * Switches for QA scenarios: `identity/switches.ts`; emailed codes: `identity/oob-codes.ts`.
 */
export const identityHandlers = [...passwordHandlers, ...oobHandlers, ...idpHandlers, ...projectHandlers];
