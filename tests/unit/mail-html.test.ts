import { describe, expect, it } from 'vitest';
import { mailHtml } from '#src/domain/mail/html-alternative';

describe("a mail's HTML alternative", () => {
  it("shows the studio's name on its primary colour, then the text as written", () => {
    const html = mailHtml(
      { studioName: 'Lumen Estudio', primary: '#0f766e' },
      'Clase cancelada',
      'Hola Ana:\nla clase se canceló.\n\nTe esperamos.',
    );
    expect(html).toContain('background:#0f766e;color:#ffffff');
    expect(html).toContain('>Lumen Estudio</div>');
    expect(html).toContain(
      'Hola Ana:<br>la clase se canceló.</p><p style="margin:0 0 16px">Te esperamos.</p>',
    );
  });

  it('escapes every text and refuses a colour that is not one', () => {
    const html = mailHtml(
      { studioName: 'A & B <Estudio>', primary: 'red;background:url(x)' },
      '<b>"hola"</b>',
      `<script>alert('x')</script>`,
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('url(x)');
    expect(html).toContain('A &amp; B &lt;Estudio&gt;');
    expect(html).toContain('&lt;b&gt;&quot;hola&quot;&lt;/b&gt;');
    expect(html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    expect(html).toContain('background:#0f766e');
  });
});
