/**
 * What an operator's command (`npm run db:backup`, …) cannot do, said in Spanish with what to do
 * instead: printed as it is, without a stack, and the command exits 1.
 */
export class OperatorError extends Error {}

/** Runs a command's body: an OperatorError becomes its message and exit code 1. */
export async function runOperatorCommand(body: () => Promise<string>): Promise<void> {
  try {
    console.log(await body());
  } catch (error) {
    console.error(error instanceof OperatorError ? error.message : error);
    process.exitCode = 1;
  }
}
