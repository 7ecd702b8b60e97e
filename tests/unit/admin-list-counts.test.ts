import { describe, expect, it } from 'vitest';
import { es } from '#src/i18n/es-admin';

// A back-office list says how many it holds in Spanish: one record in the singular, never "1 clientes".
describe('admin list counts', () => {
  it.each([
    ['resource lists', es.resourceList.count, '1 registro', '0 registros', '12 registros'],
    ['customers', es.customers.count, '1 cliente', '0 clientes', '12 clientes'],
    [
      'special event attendees',
      es.specialEvents.attendeesCount,
      '1 asistente',
      '0 asistentes',
      '12 asistentes',
    ],
    ['sent mails', es.scheduleResources.sentMails.list.count, '1 correo', '0 correos', '12 correos'],
  ])('%s', (_list, count, one, none, many) => {
    expect([count(1), count(0), count(12)]).toEqual([one, none, many]);
  });
});
