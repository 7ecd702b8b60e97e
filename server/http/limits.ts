// The body limit is the mocks' request guard's too: one number for both (src/domain/request-refusal.ts).
export { MAX_BODY_BYTES } from '#src/domain/request-refusal';

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
