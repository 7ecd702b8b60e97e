import { describe, expect, it } from 'vitest';
import type { DynamicField } from '#src/domain/dynamic-form';
import {
  buildSignupRequest,
  passwordsMismatch,
  signupDocuments,
  termsMissing,
  withCredentialFields,
} from '#src/domain/signup';

const labels = { email: 'Correo', password: 'Contraseña', passwordConfirm: 'Confirmar' };
const field = (key: string, step = 1, order = 1): DynamicField => ({
  key,
  label: key,
  type: 'text',
  required: true,
  step,
  order,
});

describe('withCredentialFields', () => {
  it('keeps a form that already asks for the credentials as it is', () => {
    const fields = [field('name'), field('email'), field('password', 3), field('password_confirm', 3, 2)];
    expect(withCredentialFields(fields, labels)).toEqual(fields);
  });

  it('appends the missing credentials, required, after the last step', () => {
    const result = withCredentialFields([field('name', 2), field('email')], labels);
    expect(result.map((f) => f.key)).toEqual(['name', 'email', 'password', 'password_confirm']);
    expect(result[2]).toMatchObject({ label: 'Contraseña', type: 'text', required: true, step: 3 });
    expect(result[3]).toMatchObject({ label: 'Confirmar', step: 3, order: 2 });
  });

  it('asks for all three on an empty form', () => {
    expect(withCredentialFields([], labels).map((f) => f.key)).toEqual([
      'email',
      'password',
      'password_confirm',
    ]);
  });
});

describe('passwordsMismatch', () => {
  it('is a mismatch only when a typed confirmation differs', () => {
    expect(passwordsMismatch({ password: 'abc123', password_confirm: 'abc124' })).toBe(true);
    expect(passwordsMismatch({ password: 'abc123', password_confirm: 'abc123' })).toBe(false);
    // Empty confirmation: the required rule speaks instead.
    expect(passwordsMismatch({ password: 'abc123', password_confirm: '' })).toBe(false);
    expect(passwordsMismatch({ password: 'abc123' })).toBe(false);
    expect(passwordsMismatch({ password_confirm: 'abc123' })).toBe(true);
  });

  it('is case and space sensitive, as passwords are', () => {
    expect(passwordsMismatch({ password: 'Abc123', password_confirm: 'abc123' })).toBe(true);
    expect(passwordsMismatch({ password: 'abc123', password_confirm: 'abc123 ' })).toBe(true);
  });
});

describe('documents and the terms box', () => {
  const pages = [
    { page_id: 1, required_signup: true },
    { page_id: 2, required_signup: false },
    { page_id: 3 },
    { page_id: 4, required_signup: null },
    { page_id: 5, required_signup: true },
  ];

  it('keeps only the pages required at sign-up', () => {
    expect(signupDocuments(pages).map((p) => p.page_id)).toEqual([1, 5]);
    expect(signupDocuments([])).toEqual([]);
  });

  it('blocks only while documents exist and the box is unticked', () => {
    expect(termsMissing(2, false)).toBe(true);
    expect(termsMissing(2, true)).toBe(false);
    expect(termsMissing(0, false)).toBe(false);
  });
});

describe('buildSignupRequest', () => {
  const values = {
    name: ' Eva ',
    last_name: 'Luna',
    email: ' eva@example.mx ',
    phone: '(55) 1234-5678',
    birthdate: '1990-05-04',
    signup_reason: 'Instagram',
    other: 'left over from choosing Otro',
    instagram: '',
    password: 'secreto1',
    password_confirm: 'secreto1',
  };

  it('sends the credentials apart from the customer fields', () => {
    const request = buildSignupRequest(values, [1, 2]);
    expect(request.email).toBe('eva@example.mx');
    expect(request.password).toBe('secreto1');
    expect(request.customer).toEqual({
      name: 'Eva',
      last_name: 'Luna',
      phone: '5512345678',
      birthdate: '1990-05-04',
      signup_reason: 'Instagram',
      accepted_pages: [1, 2],
    });
  });

  it('keeps other only when the reason is Otro', () => {
    const request = buildSignupRequest({ ...values, signup_reason: 'Otro', other: 'Un amigo' }, []);
    expect(request.customer).toMatchObject({ signup_reason: 'Otro', other: 'Un amigo', accepted_pages: [] });
  });

  it('never lets the password into the customer record, and keeps the password as typed', () => {
    const request = buildSignupRequest({ ...values, password: ' con espacio ' }, []);
    expect(request.password).toBe(' con espacio ');
    expect(request.customer).not.toHaveProperty('password');
    expect(request.customer).not.toHaveProperty('password_confirm');
    expect(request.customer).not.toHaveProperty('email');
  });

  it('cuts the phone to ten digits and leaves out files, which need an account to upload', () => {
    const file = new File(['x'], 'foto.png', { type: 'image/png' });
    const request = buildSignupRequest({ phone: '+52 55 1234 567890', file, answer: false }, []);
    expect(request.customer).toEqual({ phone: '5255123456', answer: false, accepted_pages: [] });
  });
});
