import { describe, expect, it } from 'vitest';
import { safeLinkHref } from '#src/domain/link-url';

describe('safeLinkHref', () => {
  it.each([
    ['https://demo.mx/clases', 'https://demo.mx/clases'],
    ['  http://demo.mx ', 'http://demo.mx'],
    ['mailto:hola@demo.mx', 'mailto:hola@demo.mx'],
    ['tel:+525512345678', 'tel:+525512345678'],
    ['HTTPS://DEMO.MX', 'HTTPS://DEMO.MX'],
    ['/paquetes', '/paquetes'],
    ['demo.mx/clases', 'https://demo.mx/clases'],
    ['www.demo.mx', 'https://www.demo.mx'],
  ])('keeps %j as %j', (typed, href) => {
    expect(safeLinkHref(typed)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://demo.mx',
    '',
    'hola',
  ])('refuses %j', (typed) => {
    expect(safeLinkHref(typed)).toBeNull();
  });
});
