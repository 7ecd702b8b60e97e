import { describe, expect, it } from 'vitest';
import { targets, useTarget } from './support/targets';

/*
 * Staff HTML is cleaned when it is saved, with the app's allow-list (decisions 035, 061), so no
 * client of the API ever receives script, whatever renders it: on the mocks and on the server.
 */
const OPERATIONS = [
  'createPage',
  'updatePage',
  'getPageBySlug',
  'createAnnouncement',
  'updateAnnouncement',
  'getAnnouncement',
  'createPaymentMethod',
  'updatePaymentMethod',
  'listPaymentMethods',
];

const HOSTILE =
  '<p><b>Hola</b> <a href="javascript:alert(1)">liga</a></p><img src=x onerror="alert(2)"><script>alert(3)</script>' +
  '<style>body{display:none}</style><a href="https://estudio.mx" target="_blank">sitio</a>';

function expectClean(html: string | null | undefined) {
  expect(html).not.toMatch(/onerror|<script|javascript:|<style/i);
  expect(html).toContain('<b>Hola</b>');
  expect(html).toContain('<a href="https://estudio.mx" target="_blank" rel="noopener noreferrer">sitio</a>');
}

describe.each(targets(OPERATIONS))('staff HTML on $name', (shell) => {
  const target = useTarget(shell);
  const admin = () => target.api('admin');

  it('cleans a page when it is created and when it is changed', async () => {
    const { page } = (
      await admin().POST('/pages', { body: { slug: 'hostil', title: 'Hostil', content: HOSTILE } })
    ).data!;
    const read = () => target.api().GET('/pages/{slug}', { params: { path: { slug: 'hostil' } } });
    expectClean((await read()).data!.page.content);
    await admin().PUT('/pages', {
      body: { page_id: page.page_id, slug: 'hostil', title: 'Hostil', content: '<p>x</p>' },
    });
    expect((await read()).data!.page.content).toBe('<p>x</p>');
    await admin().PUT('/pages', {
      body: { page_id: page.page_id, slug: 'hostil', title: 'Hostil', content: HOSTILE },
    });
    expectClean((await read()).data!.page.content);
  });

  it('cleans an announcement and payment instructions, on a create and on a change', async () => {
    const { announcement } = (
      await admin().POST('/announcements', { body: { title: 'Aviso', content: HOSTILE } })
    ).data!;
    const announcement_id = announcement.announcement_id;
    expectClean(announcement.content);
    await admin().PUT('/announcements', {
      body: { announcement_id, title: 'Aviso', content: `${HOSTILE} ` },
    });
    const changed = await admin().GET('/announcements/{id}', { params: { path: { id: announcement_id } } });
    expectClean(changed.data!.announcement.content);

    const { payment_method } = (
      await admin().POST('/payment_methods', { body: { name: 'OXXO', instructions: HOSTILE } })
    ).data!;
    expectClean(payment_method.instructions);
    await admin().PUT('/payment_methods', {
      body: {
        payment_method_id: payment_method.payment_method_id,
        name: 'OXXO',
        instructions: `${HOSTILE} `,
      },
    });
    const listed = (await target.api().GET('/payment_methods')).data!.payment_methods;
    expectClean(listed.find((row) => row.name === 'OXXO')?.instructions);
  });
});
