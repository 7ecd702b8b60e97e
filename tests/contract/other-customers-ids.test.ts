// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { mockNow } from '#mocks/clock';
import { contractDocument } from '#mocks/contract-validator';
import { db } from '#mocks/db';
import { mintIdToken } from '#mocks/identity-token';
import { personas } from '#mocks/personas';

/**
 * Every operation of the contract whose path id names something a customer owns (a reservation,
 * a purchase, an address, a card…) is asked by ana with another customer's id: the answer is a
 * 4xx with the contract's error body, it carries nothing of the other customer, and their record
 * is left as it was. Which collection an operation's id names comes from its tag; a collection
 * that holds customers' records must be listed below (addressed by a path id, or why not).
 */
type Owned = { all(): Record<string, unknown>[] };
const ADDRESSED: Record<string, { collection: keyof typeof db; key: string }> = {
  reservations: { collection: 'reservations', key: 'class_reservation_id' },
  purchases: { collection: 'purchases', key: 'purchase_id' },
  addresses: { collection: 'addresses', key: 'address_id' },
  'saved-cards': { collection: 'savedCards', key: 'payment_source_id' },
  'available-classes': { collection: 'availableClasses', key: 'available_class_id' },
};
// Customers' records that no path id names (ids of shared things, or the caller's own session).
const NOT_BY_PATH_ID = new Set([
  'users',
  'customers',
  'penalties',
  'acceptedPages',
  'waitlists', // by the class's id: GET/DELETE /waitlist/{single_class_id} act on the caller's entry
  'favorites', // by the video's id
  'videoCompletions',
  'paymentSources', // the same cards as savedCards, one view each
]);

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
const operations = Object.entries(contractDocument.paths).flatMap(([template, item]) =>
  METHODS.filter((method) => method in item && template.includes('{id}')).map((method) => {
    const operation = (item as Record<string, { tags?: string[] }>)[method]!;
    return { method: method.toUpperCase(), template, tag: operation.tags?.[0] ?? '' };
  }),
);
const addressed = operations.filter((op) => op.tag in ADDRESSED);
const ana = personas.ana;
const tally = { requests: 0 };

describe("another customer's ids", () => {
  afterAll(() => {
    console.info(
      `other customers' ids: ${tally.requests} requests over ${addressed.length} operations ` +
        `(${Object.keys(ADDRESSED).length} kinds of customer-owned records)`,
    );
  });

  it('every collection holding customers’ records is addressed by a path id or listed as not', () => {
    const holding = Object.entries(db)
      .filter(([, collection]) => (collection as Owned).all().some((record) => 'customer_id' in record))
      .map(([name]) => name);
    const listed = new Set([...Object.values(ADDRESSED).map((a) => a.collection), ...NOT_BY_PATH_ID]);
    expect(holding.filter((name) => !listed.has(name))).toEqual([]);
    expect(addressed.length).toBeGreaterThanOrEqual(Object.keys(ADDRESSED).length);
  });

  it.each(addressed.map((op) => [`${op.method} ${op.template}`, op] as const))(
    "%s refuses ana another customer's record and leaves it alone",
    async (label, op) => {
      const { collection, key } = ADDRESSED[op.tag]!;
      const others = (db[collection] as unknown as Owned)
        .all()
        .filter((record) => record.customer_id !== ana.customer_id && record.customer_id != null);
      expect(others.length, `${label}: the seed has another customer's ${collection}`).toBeGreaterThan(0);
      for (const record of others.slice(0, 2)) {
        const before = structuredClone(record);
        const owner = db.customers.findFirst((q) => q.where({ customer_id: record.customer_id as number }));
        const token = mintIdToken({ uid: ana.uid, email: ana.email, now: mockNow() });
        const response = await fetch(
          `http://localhost/api${op.template.replace('{id}', String(record[key]))}`,
          {
            method: op.method,
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { body: '{}' }),
          },
        );
        tally.requests += 1;
        const text = await response.text();
        expect(response.status, label).toBeGreaterThanOrEqual(400);
        expect(response.status, label).toBeLessThan(500);
        expect(typeof (JSON.parse(text) as { message?: unknown }).message, `${label}: error body`).toBe(
          'string',
        );
        if (owner?.email) expect(text, `${label}: nothing of the owner`).not.toContain(owner.email);
        const after = (db[collection] as unknown as Owned).all().find((r) => r[key] === record[key]);
        expect(after, `${label}: the owner's record is untouched`).toEqual(before);
      }
    },
  );
});
