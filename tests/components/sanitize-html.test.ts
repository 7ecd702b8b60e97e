import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '#src/ui/sanitize-html';

function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

describe('the one sanitiser', () => {
  it('keeps the studio formatting: bold, lists, links and images', () => {
    const box = parse(
      '<p><strong>Fuerte</strong> <em>suave</em></p><ul><li>uno</li></ul><ol><li>dos</li></ol>' +
        '<a href="https://demo.mx" target="_blank">sitio</a><img src="/foto.jpg" alt="Foto">',
    );
    expect(box.querySelector('strong')?.textContent).toBe('Fuerte');
    expect(box.querySelectorAll('li')).toHaveLength(2);
    expect(box.querySelector('a')?.getAttribute('href')).toBe('https://demo.mx');
    expect(box.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/foto.jpg');
  });

  it('drops scripts and event handlers', () => {
    const box = parse('<script>alert(1)</script><img src=x onerror=alert(1)><svg onload=alert(1)>');
    expect(box.querySelector('script, svg')).toBeNull();
    expect(box.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="//evil.example">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a href="&#106;avascript&#58;alert(1)">x</a>',
    '<img src="data:text/html,<script>alert(1)</script>">',
    '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  ])('leaves no refused address in %s', (html) => {
    const box = parse(html);
    for (const element of box.querySelectorAll('*')) {
      for (const name of ['href', 'src', 'action', 'formaction']) {
        expect(element.getAttribute(name) ?? '').not.toMatch(/^(javascript|data:text|\/\/)/i);
      }
    }
  });

  it('keeps an inline image', () => {
    const box = parse('<img src="data:image/png;base64,iVBORw0KGgo=" alt="">');
    expect(box.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png/);
  });
});

describe('the one sanitiser and the page around the studio HTML', () => {
  it('drops <style> and style attributes, which would restyle or cover the app', () => {
    const box = parse('<style>body{color:red}</style><p style="position:fixed;inset:0">tapa</p><p>texto</p>');
    expect(box.querySelector('style')).toBeNull();
    expect(box.querySelector('[style]')).toBeNull();
    expect(box.textContent).toContain('texto');
  });
});
