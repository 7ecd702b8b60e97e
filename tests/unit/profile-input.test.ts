import { describe, expect, it } from 'vitest';
import {
  addressFromInput,
  checkProfileChanges,
  cleanPhone,
  pickProfile,
  profileFromAnswers,
} from '#src/domain/profile-input';

const refused = (message: string) => ({ ok: false, refusal: { status: 400, message } });

describe('what a customer sends about themselves, read once for both backends', () => {
  it('reduces a phone to its digits, clears a blank one and refuses a malformed one', () => {
    expect(cleanPhone('(55) 1234-5678')).toEqual({ ok: true, phone: '5512345678' });
    expect(cleanPhone('  ')).toEqual({ ok: true, phone: null });
    expect(cleanPhone('123')).toEqual(refused('El formato del teléfono no es correcto.'));
  });

  it('keeps the name and email from being blanked, and trims the email', () => {
    expect(checkProfileChanges({ email: ' ana@demo.mx ', phone: '55 1111 1111' })).toEqual({
      ok: true,
      changes: { email: 'ana@demo.mx', phone: '5511111111' },
    });
    expect(checkProfileChanges({ name: ' ' })).toEqual(refused('Debes agregar tu nombre.'));
    expect(checkProfileChanges({ email: '' })).toEqual(refused('Debes agregar tu correo electrónico.'));
  });

  it('takes the profile fields among a form’s answers, the uploaded image as its file id', () => {
    expect(profileFromAnswers({ name: 'Ana', birthdate: 1990, file: '12', color: 'azul' })).toEqual({
      ok: true,
      changes: { name: 'Ana', birthdate: '1990', file_id: 12 },
    });
    expect(profileFromAnswers({ instagram: ['@a'] })).toEqual(refused('Revisa el campo: instagram'));
    expect(profileFromAnswers({ file_id: 'foto.png' })).toEqual(
      refused('Debes cargar el archivo solicitado.'),
    );
    expect(profileFromAnswers({ name: null })).toEqual(refused('Debes agregar tu nombre.'));
  });

  it('ignores everything in a PUT /customer body that is not a profile field', () => {
    expect(pickProfile({ name: 'Ana', class_reservations: [], customer_id: 1 })).toEqual({ name: 'Ana' });
  });

  it('requires city, state and country of an address, in that order, and trims them', () => {
    expect(addressFromInput({ city: ' CDMX ', state: 'CDMX', country: 'México', street: 'Roma' })).toEqual({
      ok: true,
      fields: {
        street: 'Roma',
        number: null,
        interior_number: null,
        neighborhood: null,
        city: 'CDMX',
        state: 'CDMX',
        country: 'México',
        zip_code: null,
      },
    });
    expect(addressFromInput({ city: '', country: '' })).toEqual(refused('Debes agregar tu ciudad.'));
    expect(addressFromInput({ city: 'CDMX', state: 'CDMX' })).toEqual(refused('Debes agregar tu país.'));
  });
});
