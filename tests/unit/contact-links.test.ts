import { describe, expect, it } from 'vitest';
import { floatingWhatsappShown, footerPages, whatsappUrl } from '#src/domain/contact-links';

describe('footer links', () => {
  it('writes WhatsApp links with the Mexican prefix, once', () => {
    expect(whatsappUrl('55 1234 5678')).toBe('https://wa.me/525512345678');
    expect(whatsappUrl('+52 55 1234 5678')).toBe('https://wa.me/525512345678');
  });

  it('hides pages whose content is null', () => {
    const pages = [
      { slug: 'a', content: '<p>x</p>' },
      { slug: 'b', content: null },
      { slug: 'c', content: '' },
    ];
    expect(footerPages(pages).map((page) => page.slug)).toEqual(['a', 'c']);
  });
});

describe('the floating WhatsApp button', () => {
  it.each(['/', '/paquetes', '/calendario', '/avisos', '/mystudio', '/class_type/1'])(
    'is shown on %s',
    (path) => {
      expect(floatingWhatsappShown(path)).toBe(true);
    },
  );

  it.each(['/checkout/152', '/checkout/3/', '/entrar', '/registro', '/recuperar', '/mystudio/informacion'])(
    'stays off the form screen %s',
    (path) => {
      expect(floatingWhatsappShown(path)).toBe(false);
    },
  );
});
