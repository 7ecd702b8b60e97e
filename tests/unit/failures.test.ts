import { describe, expect, it } from 'vitest';
import { ApiFailure, networkFailure } from '#src/api/errors';
import { FAILURE_TABLE, type FailureRow, type StatusMatch } from '#src/api/failure-table';
import { classify, failAs, toFailure } from '#src/api/failures';

function statusesFor(match: StatusMatch): readonly number[] {
  if (match === '4xx') return [422];
  if (match === '5xx') return [503];
  return typeof match === 'number' ? [match] : match;
}

const tables = Object.entries(FAILURE_TABLE).map(([flow, table]) => ({
  flow: flow as keyof typeof FAILURE_TABLE,
  table,
}));

describe('the failure table', () => {
  const rows = tables.flatMap(({ flow, table }) =>
    (table.rows as readonly FailureRow<string>[]).flatMap((row) =>
      statusesFor(row.status).map((status) => ({ flow, status, code: row.code, kind: row.kind })),
    ),
  );

  // Every row is reachable: no earlier row of its flow shadows it.
  it.each(rows)('$flow: $status $code → $kind', ({ flow, status, code, kind }) => {
    const failure = new ApiFailure({ status, code, message: 'm' });
    expect(classify(flow, failure)).toMatchObject({ kind, message: 'm', code });
  });

  it.each(tables)('$flow: no answer (status 0) is $table.network', ({ flow, table }) => {
    const failure = new ApiFailure({ status: 0, message: 'Failed to fetch' });
    expect(toFailure(flow, failure)).toEqual({ kind: table.network, message: 'Failed to fetch' });
  });

  it.each(tables)('$flow: an answer no row names is $table.other', ({ flow, table }) => {
    expect(toFailure(flow, new ApiFailure({ status: 302, message: 'teapot' }))).toEqual({
      kind: table.other,
      message: 'teapot',
    });
  });

  it.each(tables)('$flow: a value that is not an answer', ({ flow, table }) => {
    const thrown = 'thrown' in table ? table.thrown : table.other;
    expect(classify(flow, new TypeError('boom'))).toMatchObject({ kind: thrown, status: 0, message: 'boom' });
  });
});

describe('the classifier', () => {
  it('decides by the code, whatever the message says', () => {
    const reworded = (code: 'spot_taken' | 'class_full') =>
      new ApiFailure({ status: 409, code, message: 'La clase está llena y tu lugar fue tomado.' });
    expect(toFailure('reserve', reworded('spot_taken')).kind).toBe('spotTaken');
    expect(toFailure('reserve', reworded('class_full')).kind).toBe('full');
  });

  it('keeps a server without codes working by status', () => {
    expect(
      toFailure('reserve', new ApiFailure({ status: 409, message: 'Ese lugar ya fue reservado.' })).kind,
    ).toBe('conflict');
    expect(toFailure('checkout', new ApiFailure({ status: 409, message: 'x' })).kind).toBe('limit');
  });

  it('keeps the card facts for the checkout', () => {
    const declined = new ApiFailure({
      status: 402,
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Fondos insuficientes',
    });
    expect(classify('checkout', declined)).toEqual({
      kind: 'card',
      status: 402,
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Fondos insuficientes',
    });
  });

  it('passes a failure already in a flow’s terms through', () => {
    const upload = { kind: 'upload', field: 'file', message: 'Archivo muy grande' };
    expect(toFailure('profile', upload)).toBe(upload);
  });

  it('rethrows what the work throws as the flow’s failure', async () => {
    const work = () => Promise.reject(new ApiFailure({ status: 412, message: 'Sin créditos' }));
    await expect(failAs('reserve', work)).rejects.toEqual({ kind: 'precondition', message: 'Sin créditos' });
    await expect(failAs('reserve', async () => 7)).resolves.toBe(7);
  });
});

describe('no answer at all', () => {
  it("reads as each flow's network kind with the Spanish text, never the browser's English", () => {
    const cause = new TypeError('Failed to fetch');
    const failure = networkFailure(cause);
    expect(toFailure('reserve', failure)).toEqual({
      kind: 'network',
      message: 'No pudimos conectarnos. Revisa tu conexión e inténtalo de nuevo.',
    });
    expect(failure.cause).toBe(cause);
  });
});
