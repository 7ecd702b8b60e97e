import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { PersonaKey } from '#mocks/personas';
import { Component as WaitlistsPage } from '#src/features/waitlists/waitlists-route';
import { renderAccountPage } from './account-render';

function renderPage(key: PersonaKey) {
  return renderAccountPage(key, '/mystudio/waitlists', <WaitlistsPage />);
}

// jsdom applies no media queries: the table and the cards are both in the DOM, read through it.
const table = () => screen.getByTestId('waitlist-table');
const cards = () => screen.getByTestId('waitlist-cards');

/** ilimitada's waitlists page, with the leave dialog of her one entry open. */
async function openLeaveDialog() {
  const user = userEvent.setup();
  await renderPage('ilimitada');
  await waitFor(() => expect(table()).toBeInTheDocument());
  const leave = cards().querySelector('button');
  await waitFor(() => expect(leave).toBeEnabled());
  await user.click(leave!);
  return { user, dialog: await screen.findByRole('alertdialog') };
}

describe('/mystudio/waitlists', () => {
  it('lists the class ilimitada waits on, as a table and as cards', async () => {
    await renderPage('ilimitada');
    expect(screen.getByRole('heading', { level: 1, name: 'Mis Listas de Espera' })).toBeInTheDocument();
    await waitFor(() => expect(table()).toBeInTheDocument());
    const headers = [...table().querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['Clase', 'Fecha y hora', 'Estudio', 'Tu lugar', 'Anotada el', 'Acciones']);
    const cells = [...table().querySelectorAll('tbody tr td')].map((td) => td.textContent);
    expect(cells).toHaveLength(6);
    expect(cells[1]).toMatch(/\d{2} \w{3}\.? \d{4} · 12:00$/);
    expect(cells[3]).toBe('Eres la 1.ª en la lista');
    expect(cells[5]).toBe('Salir de la lista');
    expect(within(cards()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('leaving asks first, then removes the entry and says so', async () => {
    const { user, dialog } = await openLeaveDialog();
    expect(dialog).toHaveTextContent('Precaución');
    expect(dialog).toHaveTextContent('¿Estás segura que deseas eliminarte de la lista de espera?');
    await user.click(within(dialog).getByRole('button', { name: 'Salir de la lista' }));
    expect(await screen.findByText('Eliminada de lista de espera.')).toBeInTheDocument();
    expect(await screen.findByText('No estás en ninguna lista de espera.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al calendario' })).toHaveAttribute('href', '/mystudio');
  });

  it('cancelling keeps the entry', async () => {
    const { user, dialog } = await openLeaveDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cards().querySelectorAll('li')).toHaveLength(1);
  });

  it('shows the empty state to someone on no list, and the help modal', async () => {
    const user = userEvent.setup();
    await renderPage('ana');
    expect(await screen.findByText('No estás en ninguna lista de espera.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '¿Cómo funciona?' }));
    const help = await screen.findByRole('dialog', { name: '¿Cómo funcionan las listas de espera?' });
    expect(help).toHaveTextContent('no reserva tu lugar');
    await user.click(within(help).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no axe violations', async () => {
    const { container } = await renderPage('ilimitada');
    await waitFor(() => expect(table()).toBeInTheDocument());
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
