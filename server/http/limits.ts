/** Far above any form the app sends; the same limit as the mocks' request guard (mocks/request-guard.ts). */
export const MAX_BODY_BYTES = 256 * 1024;

/** What never reaches a log line: tokens, passwords, card data (pino `redact` paths). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.password_confirm',
  '*.card_number',
  '*.cvc',
  '*.token',
  '*.idToken',
  '*.refreshToken',
];
