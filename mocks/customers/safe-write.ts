import { apiError } from '#mocks/http-errors';

/**
 * Records are validated against the contract when written; a body the contract rejects (a
 * birthdate that is not a date, a negative credit count...) is the caller's mistake, so it
 * answers 400 instead of crashing the handler.
 */
export async function safeWrite<T>(
  write: () => Promise<T>,
  message = 'Revisa los datos enviados.',
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Response) throw error;
    throw apiError(400, message);
  }
}
