import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * public/robots.txt, read as a crawler does (RFC 9309): the longest matching rule wins, and
 * Allow wins a tie.
 */
const robots = readFileSync(join(import.meta.dirname, '..', '..', 'public', 'robots.txt'), 'utf8');
const rules = robots
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .map((line) => /^(allow|disallow):\s*(\S*)$/i.exec(line))
  .filter((match): match is RegExpExecArray => match !== null)
  .map((match) => ({ allow: match[1]!.toLowerCase() === 'allow', path: match[2]! }));

function allowed(path: string): boolean {
  const matching = rules.filter((rule) => rule.path !== '' && path.startsWith(rule.path));
  if (matching.length === 0) return true;
  const longest = Math.max(...matching.map((rule) => rule.path.length));
  return matching.some((rule) => rule.path.length === longest && rule.allow);
}

describe('robots.txt', () => {
  it('applies to every crawler', () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
  });

  it.each([
    '/',
    '/paquetes',
    '/avisos',
    '/ubicacion',
    '/calendario',
    '/preguntas-frecuentes',
    '/class_type/1',
    '/instructor/2',
    '/coach/2',
    '/terminos-y-condiciones',
    '/entrar',
  ])('lets crawlers read the public route %s', (path) => {
    expect(allowed(path)).toBe(true);
  });

  it.each(['/mystudio', '/mystudio/paquetes', '/checkout/152', '/gracias/10', '/admin/paquetes'])(
    'keeps crawlers out of %s',
    (path) => {
      expect(allowed(path)).toBe(false);
    },
  );
});
