import { describe, expect, it } from 'vitest';
import type { ConfigError } from '#server/config';
import { readConfig } from '#server/config';

const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    readConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe("the server's mail delivery settings", () => {
  it('reads SMTP_URL with MAIL_FROM, and leaves delivery off without them', () => {
    expect(
      readConfig({
        SMTP_URL: 'smtp://hola:secreta@smtp.estudio.mx:587',
        MAIL_FROM: '"Estudio" <hola@estudio.mx>',
      }).mail,
    ).toEqual({ smtpUrl: 'smtp://hola:secreta@smtp.estudio.mx:587', from: '"Estudio" <hola@estudio.mx>' });
    expect(readConfig({ SMTP_URL: 'smtps://smtp.estudio.mx', MAIL_FROM: 'hola@estudio.mx' }).mail).toEqual({
      smtpUrl: 'smtps://smtp.estudio.mx',
      from: 'hola@estudio.mx',
    });
    expect(readConfig({}).mail).toBeUndefined();
  });

  it('stops the start naming each variable, and never repeats the password', () => {
    const problems = problemsOf({ SMTP_URL: 'http://hola:secreta@smtp.estudio.mx' });
    expect(problems).toEqual([
      'SMTP_URL debe ser una URL de SMTP (smtp://usuario:clave@host:587 o smtps://…).',
      'MAIL_FROM debe ser el remitente de los correos, p. ej. "Estudio" <hola@estudio.mx> (se necesita con SMTP_URL).',
    ]);
    expect(problems.join(' ')).not.toContain('secreta');
    expect(problemsOf({ SMTP_URL: 'smtp://smtp.estudio.mx', MAIL_FROM: 'Estudio' })).toEqual([
      'MAIL_FROM debe ser el remitente de los correos, p. ej. "Estudio" <hola@estudio.mx> (se necesita con SMTP_URL).',
    ]);
    expect(problemsOf({ MAIL_FROM: 'hola@estudio.mx' })).toEqual(['MAIL_FROM no sirve sin SMTP_URL.']);
  });
});
