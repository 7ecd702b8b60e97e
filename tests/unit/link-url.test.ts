import { describe, expect, it } from 'vitest';
import { safeLinkHref, safeUrl } from '#src/domain/link-url';

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

describe('safeUrl, the one URL check', () => {
  it.each([
    ['https://demo.mx/clases', 'link'],
    ['mailto:hola@demo.mx', 'link'],
    ['/paquetes', 'link'],
    ['#arriba', 'link'],
    ['foto.jpg', 'image'],
    ['data:image/png;base64,iVBORw0KGgo=', 'image'],
    ['//cdn.demo.mx/foto.jpg', 'image'],
    ['blob:https://demo.mx/1', 'media'],
    ['https://pagos.demo.mx/sesion', 'navigation'],
  ] as const)('keeps %j for a %s', (url, use) => {
    expect(safeUrl(url, use)).toBe(url);
  });

  it.each([
    ['javascript:alert(1)', 'link'],
    [' JaVaScRiPt:alert(1)', 'link'],
    ['java\tscript:alert(1)', 'link'],
    ['\u0001javascript:alert(1)', 'link'],
    ['vbscript:msgbox(1)', 'link'],
    ['data:text/html,<script>alert(1)</script>', 'link'],
    ['data:image/png;base64,iVBORw0KGgo=', 'link'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'image'],
    ['javascript:alert(1)', 'image'],
    ['//evil.example/phish', 'link'],
    ['\\\\evil.example', 'link'],
    ['/\\evil.example', 'link'],
    ['file:///etc/passwd', 'link'],
    ['mailto:x@demo.mx', 'navigation'],
    ['', 'link'],
  ] as const)('refuses %j for a %s', (url, use) => {
    expect(safeUrl(url, use)).toBeNull();
  });
});
