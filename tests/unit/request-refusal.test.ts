import { describe, expect, it } from 'vitest';
import { bodyRefusal, pathIdRefusal, wrongTypeMessage } from '#src/domain/request-refusal';

describe('what both backends refuse before a handler, in the same words', () => {
  it('refuses a body only for a value of the wrong kind, naming the field and the kinds it may be', () => {
    expect(
      bodyRefusal([
        { keyword: 'required', instancePath: '', params: { missingProperty: 'name' } },
        { keyword: 'type', instancePath: '/guest', params: { type: ['string', 'null'] } },
      ]),
    ).toEqual({ status: 400, message: 'Datos inválidos: «guest» debe ser un texto o vacío.' });
    expect(bodyRefusal([{ keyword: 'minimum', instancePath: '/spot', params: { limit: 1 } }])).toBeNull();
    expect(bodyRefusal(null)).toBeNull();
  });

  it('speaks of the whole request when the body itself is of the wrong kind', () => {
    expect(wrongTypeMessage('', { type: 'object' })).toBe(
      'Datos inválidos: la solicitud debe ser un objeto.',
    );
    expect(wrongTypeMessage('/answers/0/value', { type: 'integer' })).toBe(
      'Datos inválidos: «answers.0.value» debe ser un número entero.',
    );
  });

  it('answers a path id that is not a number 404 where the operation declares a 404, else 400', () => {
    expect(pathIdRefusal(true)).toEqual({ status: 404, message: 'No encontrado.' });
    expect(pathIdRefusal(false)).toEqual({ status: 400, message: 'No encontrado.' });
  });
});
