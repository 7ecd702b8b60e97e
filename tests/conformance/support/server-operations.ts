import { createClock } from '#server/clock';
import type { ServerContext } from '#server/services/context';
import { SERVICES } from '#server/services/all';

/**
 * The operations the server implements: read from its services (server/services/all.ts), so a
 * suite whose operations all land there (reservations, waitlists from branch `booking`) runs on
 * the server too, with no change here. Factories only close over the context; nothing is called.
 */
export const SERVER_OPERATIONS: ReadonlySet<string> = new Set(
  SERVICES.flatMap((factory) =>
    Object.keys(
      factory({ db: undefined, clock: createClock(), config: undefined } as unknown as ServerContext),
    ),
  ),
);

export const serverImplements = (operations: readonly string[]) =>
  operations.every((operationId) => SERVER_OPERATIONS.has(operationId));
