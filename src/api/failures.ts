import { ApiFailure, NETWORK_FAILURE_STATUS } from './errors';
import {
  FAILURE_TABLE,
  type FailureFlow,
  type FailureKind,
  type FailureTable,
  type StatusMatch,
} from './failure-table';

/** What a flow stores and shows: the kind it branches on and the text the customer may read. */
export interface FlowFailure<F extends FailureFlow> {
  kind: FailureKind<F>;
  message: string;
}

/** Every fact of a failure, for flows that show more than the message (checkout's card codes). */
export interface ClassifiedFailure<K extends string> {
  kind: K;
  status: number;
  code: string | undefined;
  declineCode: string | undefined;
  message: string;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function statusMatches(match: StatusMatch, status: number): boolean {
  if (match === '4xx') return status >= 400 && status < 500;
  if (match === '5xx') return status >= 500;
  return typeof match === 'number' ? match === status : match.includes(status);
}

function kindOf<K extends string>(table: FailureTable<K>, failure: ApiFailure): K {
  if (failure.status === NETWORK_FAILURE_STATUS) return table.network;
  const row = table.rows.find(
    (candidate) =>
      statusMatches(candidate.status, failure.status) &&
      (candidate.code === undefined || candidate.code === failure.code),
  );
  return row?.kind ?? table.other;
}

/** Reads any thrown value through the flow's rows in FAILURE_TABLE. */
export function classify<F extends FailureFlow>(flow: F, error: unknown): ClassifiedFailure<FailureKind<F>> {
  // Each table's kinds are FailureKind<F> by construction; TypeScript cannot follow F into it.
  const table: FailureTable<string> = FAILURE_TABLE[flow];
  if (!(error instanceof ApiFailure)) {
    return {
      kind: (table.thrown ?? table.other) as FailureKind<F>,
      status: NETWORK_FAILURE_STATUS,
      code: undefined,
      declineCode: undefined,
      message: messageOf(error),
    };
  }
  return {
    kind: kindOf(table, error) as FailureKind<F>,
    status: error.status,
    code: error.code,
    declineCode: error.declineCode,
    message: error.message,
  };
}

/** A failure some actor already put in its flow's terms (a plain object with a kind). */
export function isFlowFailure(error: unknown): error is { kind: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    !(error instanceof Error) &&
    typeof (error as { kind?: unknown }).kind === 'string'
  );
}

/**
 * Any thrown value as the flow's failure: one already in its terms passes through, so machines can
 * read their `onError` events with it whether a real actor or a test's fake threw.
 */
export function toFailure<F extends FailureFlow>(flow: F, error: unknown): FlowFailure<F> {
  if (isFlowFailure(error)) return error as FlowFailure<F>;
  const { kind, message } = classify(flow, error);
  return { kind, message };
}

/** Runs the work; whatever it throws is rethrown as `map` reads it. */
export async function failWith<T>(map: (error: unknown) => unknown, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw map(error);
  }
}

/** Runs the work; whatever it throws is rethrown as the flow's failure. */
export function failAs<F extends FailureFlow, T>(flow: F, work: () => Promise<T>): Promise<T> {
  return failWith((error) => toFailure(flow, error), work);
}
