import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordMockMail } from '#mocks/mail/outbox';
import { seedDb } from '#mocks/seed';
import { SentMailsPage } from '#src/admin/schedule/sent-mails-page';
import { renderWithSession } from './account-render';

// 60 mails: the studio cancelled 60 classes, each mail to a customer of its own; the newest last.
beforeEach(async () => {
  await seedDb();
  for (let n = 1; n <= 60; n += 1)
    await recordMockMail({
      customer_id: 1,
      to: n === 7 ? 'lucía@demo.mx' : `clienta${n}@demo.mx`,
      subject: `Clase cancelada: clase ${n}`,
      body: `Hola: el estudio canceló la clase ${n}.`,
      createdAt: `2026-11-${String(1 + (n % 28)).padStart(2, '0')}T18:00:00.000Z`,
    });
});

const renderMails = () =>
  renderWithSession(
    'admin',
    <MemoryRouter>
      <SentMailsPage />
    </MemoryRouter>,
  );
// jsdom applies no media queries: the table and the cards are both in the DOM.
const subjects = () =>
  [...screen.getByTestId('sent-mail-list-table').querySelectorAll('tbody tr')].map(
    (row) => row.querySelector('td')?.textContent,
  );

describe("'Correos enviados': the outbox, a page at a time", () => {
  it('shows the newest 50 with the count and the pages, then the 10 older ones', async () => {
    await renderMails();
    expect(await screen.findByText('60 correos')).toBeInTheDocument();
    expect(subjects()).toHaveLength(50);
    expect(subjects()[0]).toBe('Clase cancelada: clase 60');
    // The mocks send nothing: each mail says so in words.
    expect(within(screen.getByTestId('sent-mail-list-table')).getAllByText('Por enviar')).toHaveLength(50);

    const pages = screen.getByRole('navigation', { name: 'Páginas de correos enviados' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(subjects()).toHaveLength(10));
    expect(subjects()[9]).toBe('Clase cancelada: clase 1');
  });

  it('finds a mail by its recipient whatever the accents, from page 1', async () => {
    await renderMails();
    await screen.findByText('60 correos');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Páginas de correos enviados' })).getByRole('button', {
        name: 'Página 2',
      }),
    );
    await waitFor(() => expect(subjects()).toHaveLength(10));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Buscar por destinatario o asunto' }),
      'LUCIA',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('1 correo')).toBeInTheDocument();
    expect(subjects()).toEqual(['Clase cancelada: clase 7']);
    expect(screen.queryByRole('navigation', { name: 'Páginas de correos enviados' })).not.toBeInTheDocument();
  });
});
