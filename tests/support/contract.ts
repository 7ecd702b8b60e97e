import { expect, it } from 'vitest';
import { compileWithContract, describeErrors, rebase } from '#mocks/contract-validator';
import { findOperation } from '#mocks/response-contract';
import { signInAs, signOut } from '#tests/support/sign-in';

/** What the typed client answers, whatever the operation. */
type Answer = { response: Response; error?: unknown };
type Write = () => Promise<Answer>;

/** The mock server's one answer to a signed-in customer on an admin-only write (mocks/auth.ts). */
export const NOT_ALLOWED = 'No tienes permiso para hacer esto.';

/** The answer has this status and, when one is given, this message. */
export function expectAnswer(answer: Answer, status: number, message?: string): void {
  expect(answer.response.status).toBe(status);
  if (message !== undefined)
    expect((answer.error as { message?: string } | undefined)?.message).toBe(message);
}

/**
 * Writes are for admins: `anonymous` is sent without a token and answers 401; then, signed in as
 * the customer ana, each of `asCustomer` answers 403 with the permission message.
 */
export async function expectAdminOnly(anonymous: Write, ...asCustomer: Write[]): Promise<void> {
  signOut();
  expectAnswer(await anonymous(), 401);
  signInAs('ana');
  for (const write of asCustomer) expectAnswer(await write(), 403, NOT_ALLOWED);
}

/** The request options for an operation on one record, `/…/{id}`. */
export const byId = (id: number) => ({ params: { path: { id } } });

/** A test that `request` (for a record that does not exist) answers 404 with `message`. */
export function itAnswers404(request: () => Promise<Answer>, message: string): void {
  it(`answers 404 with «${message}» for a record that does not exist`, async () =>
    expectAnswer(await request(), 404, message));
}

/** Signs in as the admin and sends `create`, giving back what it answered. */
export async function createAsAdmin<T>(create: () => Promise<{ data?: T }>): Promise<T> {
  signInAs('admin');
  return (await create()).data!;
}

/** Describes how a JSON request body breaks its operation's requestBody schema, or null. */
export function requestBodyViolation(method: string, url: string, body: unknown): string | null {
  const found = findOperation(method, url);
  if (!found) return `${method} ${url}: no such operation in openapi.yaml`;
  const content = (found.operation as { requestBody?: { content?: Record<string, { schema?: object }> } })
    .requestBody?.content?.['application/json']?.schema;
  if (!content) return null;
  const validate = compileWithContract(rebase(content) as object);
  return validate(body) ? null : `${method} ${found.template}: ${describeErrors(validate)}`;
}
