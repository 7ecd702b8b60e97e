// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { offlineCopyOf, offlineCustomerFor, parseOfflineCopy } from '#src/domain/offline-customer';

const now = new Date('2026-11-18T16:00:00.000Z');
const ana = {
  customer_id: 1,
  uid: 'qa-ana',
  name: 'Ana',
  last_name: 'López',
  email: 'ana@demo.mx',
  phone: '5512345678',
  birthdate: '1990-01-01',
  available_classes: [{ credits: 10 }],
  address: { street: 'Reforma 1' },
};

describe('the device’s copy of the signed-in customer', () => {
  it('keeps only what the account area needs, dated', () => {
    expect(offlineCopyOf(ana, 'qa-ana', now)).toEqual({
      uid: 'qa-ana',
      customer_id: 1,
      name: 'Ana',
      last_name: 'López',
      email: 'ana@demo.mx',
      savedAt: '2026-11-18T16:00:00.000Z',
    });
    expect(
      offlineCopyOf({ customer_id: 2, name: 'Sin', email: 's@demo.mx' }, 'u2', now).last_name,
    ).toBeNull();
  });

  it('is used only for the identity it belongs to, never another customer’s', () => {
    const copy = offlineCopyOf(ana, 'qa-ana', now);
    expect(offlineCustomerFor(copy, { uid: 'qa-ana' })).toEqual(copy);
    expect(offlineCustomerFor(copy, { uid: 'qa-beto' })).toBeNull();
    expect(offlineCustomerFor(copy, null)).toBeNull();
    expect(offlineCustomerFor(null, { uid: 'qa-ana' })).toBeNull();
  });

  it('reads back only a well-formed copy', () => {
    const copy = offlineCopyOf(ana, 'qa-ana', now);
    expect(parseOfflineCopy(JSON.parse(JSON.stringify(copy)))).toEqual(copy);
    expect(parseOfflineCopy({ ...copy, extra: 'x' })).toEqual(copy);
    expect(parseOfflineCopy(null)).toBeNull();
    expect(parseOfflineCopy('ana')).toBeNull();
    expect(parseOfflineCopy({ ...copy, uid: '' })).toBeNull();
    expect(parseOfflineCopy({ ...copy, customer_id: '1' })).toBeNull();
    expect(parseOfflineCopy({ ...copy, savedAt: 'ayer' })).toBeNull();
    const { email: _email, ...withoutEmail } = copy;
    expect(parseOfflineCopy(withoutEmail)).toBeNull();
  });
});
