import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { mintIdToken } from '#mocks/identity-token';
import { personas } from '#mocks/personas';
import { FILLER_FIRST_ID } from '#mocks/seed/people';
import { adminCall as callAs } from './support/admin-call';
import { expectNoAxeViolations } from './support/axe';
import { openAs } from './support/session';

// The seed's full class ('Yoga de mediodía', tomorrow 12:00) is held by the filler customers;
// ilimitada (1.ª) and suscrita (2.ª) wait on its list.
const notice = (page: Page) => page.getByTestId('waitlist-promotion');

test('ana, first on a full class’s waitlist, is moved in when another customer cancels, and told once', async ({
  page,
  now,
}) => {
  const token = (uid: string, email = `${uid}@demo.mx`) => mintIdToken({ uid, email, now: new Date(now) });
  await openAs(page, 'ana', '/mystudio');
  await expect(notice(page)).toHaveCount(0);

  // Ana joins the list; the two before her leave it, so she is first.
  const ilimitada = token(personas.ilimitada.uid);
  const { waitlists } = (await callAs(page, ilimitada, 'GET', '/waitlist')) as {
    waitlists: { waitlist_id: number; single_class_id: number }[];
  };
  const fullClass = waitlists[0]!.single_class_id;
  await callAs(page, token(personas.ana.uid), 'POST', '/waitlist', { single_class_id: fullClass });
  await callAs(page, ilimitada, 'DELETE', `/waitlist/${waitlists[0]!.waitlist_id}`);
  const suscrita = token(personas.suscrita.uid);
  const theirs = (await callAs(page, suscrita, 'GET', `/waitlist/${fullClass}`)) as {
    waitlist: { waitlist_id: number };
  };
  await callAs(page, suscrita, 'DELETE', `/waitlist/${theirs.waitlist.waitlist_id}`);

  // Another customer cancels their place in the class.
  const other = token(`qa-cliente-${FILLER_FIRST_ID}`);
  const { class_reservations } = (await callAs(
    page,
    other,
    'GET',
    '/class_reservations?filter=upcoming',
  )) as {
    class_reservations: { class_reservation_id: number; single_class_id: number }[];
  };
  const held = class_reservations.find((reservation) => reservation.single_class_id === fullClass)!;
  await callAs(page, other, 'POST', `/class_reservations/${held.class_reservation_id}/cancel`);

  // Her next visit says so, once.
  await page.goto('/mystudio');
  await expect(notice(page)).toContainText('¡Tienes lugar en tu clase!');
  await expect(notice(page)).toContainText(
    /Se liberó un lugar y pasaste de la lista de espera a .+ del .+ · 12:00 \(hora del estudio\)\. Ya está en tus reservaciones\./,
  );
  await expectNoAxeViolations(page);
  await notice(page).getByRole('link', { name: 'Ver mis reservaciones' }).click();
  await expect(page).toHaveURL(/\/mystudio\/reservaciones$/);
  await expect(notice(page)).toHaveCount(0);
  const row = page.getByTestId('reservation-table').getByRole('row').filter({ hasText: '12:00' });
  await expect(row.first()).toContainText('Próxima');

  await page.reload();
  await expect(page.getByTestId('reservation-table')).toBeVisible();
  await expect(row.first()).toContainText('Próxima');
  await expect(notice(page)).toHaveCount(0);
});
