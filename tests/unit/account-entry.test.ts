import { describe, expect, it } from 'vitest';
import { missingProfileFields, unacceptedRequiredPages } from '#src/domain/account-entry';
import { profileUpdate } from '#machines/profile/actors';

describe('account entry rules', () => {
  it('lists required pages not yet accepted, in order', () => {
    const pages = [
      { page_id: 1, required: true },
      { page_id: 2, required: true },
      { page_id: 3, required: false },
    ];
    expect(unacceptedRequiredPages(pages, [1]).map((page) => page.page_id)).toEqual([2]);
    expect(unacceptedRequiredPages(pages, [1, 2])).toEqual([]);
  });

  it("names the profile form's required fields that are missing", () => {
    const fields = [
      { key: 'name', label: 'Nombre', type: 'text' as const, required: true },
      { key: 'phone', label: 'Teléfono', type: 'phone' as const, required: true },
      { key: 'instagram', label: 'Instagram', type: 'text' as const, required: false },
    ];
    expect(missingProfileFields(fields, { name: 'Irene', phone: null })).toEqual(['Teléfono']);
    expect(missingProfileFields(fields, { name: 'Irene', phone: '5512345678' })).toEqual([]);
  });
});

describe('the profile update', () => {
  it('drops the related lists and sends the uploaded photo as file_id', () => {
    const body = profileUpdate(5, { name: 'Irene', purchases: [], class_reservations: [], file: 12 });
    expect(body).toEqual({ name: 'Irene', customer_id: 5, file_id: 12 });
  });
});
