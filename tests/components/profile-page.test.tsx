import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '#mocks/node';
import { Component as ProfilePage } from '#src/features/profile/profile-route';
import { renderAccountPage } from './account-render';

const PATH = '/mystudio/informacion';
const renderProfile = (key: Parameters<typeof renderAccountPage>[0]) =>
  renderAccountPage(key, PATH, <ProfilePage />);

const profileCard = () =>
  screen.getByRole('heading', { name: 'Mis datos' }).closest('.chakra-card__root') as HTMLElement;
const addressCard = () =>
  screen
    .getByRole('heading', { name: 'Dirección de Facturación' })
    .closest('.chakra-card__root') as HTMLElement;

describe('/mystudio/informacion', () => {
  it("shows ana's complete profile and billing address", async () => {
    await renderProfile('ana');
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Información' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Mis datos' });
    const card = within(profileCard());
    expect(card.getByText('Ana García')).toBeInTheDocument();
    expect(card.getByText('ana@demo.mx')).toBeInTheDocument();
    expect(card.getByText('10 may 1992')).toBeInTheDocument();
    expect(card.getByText('5511111111')).toBeInTheDocument();
    expect(card.getByText('@ana.mueve')).toBeInTheDocument();
    // No photo: the studio's logo stands in.
    expect(card.getByRole('img', { name: 'Logo del estudio' })).toBeInTheDocument();
    expect(screen.queryByTestId('missing-information')).not.toBeInTheDocument();
    const address = within(addressCard());
    expect(address.getByText('Orizaba 45 3B')).toBeInTheDocument();
    expect(address.getByText('06700 Ciudad de México')).toBeInTheDocument();
    expect(address.getByText('México')).toBeInTheDocument();
  });

  it('tells incompleta in red what is missing, then she completes it', async () => {
    const user = userEvent.setup();
    await renderProfile('incompleta');
    await screen.findByRole('heading', { name: 'Mis datos' });
    expect(screen.getByText('No has agregado tu fecha de nacimiento.')).toBeInTheDocument();
    const missing = within(screen.getByTestId('missing-information'));
    expect(missing.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Teléfono',
      'Fecha de nacimiento',
    ]);

    await user.click(within(profileCard()).getByRole('button', { name: 'Editar' }));
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Revisa los campos faltantes o inválidos.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Teléfono/), '5512345678');
    await user.type(screen.getByLabelText(/^Fecha de nacimiento/), '1993-07-21');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Perfil actualizado con éxito.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('missing-information')).not.toBeInTheDocument());
    expect(within(profileCard()).getByText('21 jul 1993')).toBeInTheDocument();
    expect(within(profileCard()).getByText('5512345678')).toBeInTheDocument();
  });

  it('keeps what was typed when the phone belongs to someone else', async () => {
    const user = userEvent.setup();
    await renderProfile('ana');
    await screen.findByRole('heading', { name: 'Mis datos' });
    await user.click(within(profileCard()).getByRole('button', { name: 'Editar' }));
    const phone = await screen.findByLabelText(/^Teléfono/);
    await user.clear(phone);
    await user.type(phone, '5577777777');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe una cuenta con ese número de teléfono')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Teléfono/)).toHaveValue('5577777777');
    expect(screen.getByRole('heading', { name: 'Editar mis datos' })).toBeInTheDocument();
  });

  it('Cancelar leaves the edit mode without saving', async () => {
    const user = userEvent.setup();
    await renderProfile('ana');
    await screen.findByRole('heading', { name: 'Mis datos' });
    await user.click(within(profileCard()).getByRole('button', { name: 'Editar' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { name: 'Mis datos' })).toBeInTheDocument();
  });

  it("says suscrita's address is not loaded and asks for city, state and country", async () => {
    const user = userEvent.setup();
    await renderProfile('suscrita');
    await screen.findByRole('heading', { name: 'Dirección de Facturación' });
    const card = within(addressCard());
    expect(card.getByText('Aún no has cargado tu dirección de facturación.')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Editar' }));
    const city = await screen.findByLabelText(/^Ciudad/);
    // What she had is in the form.
    expect(screen.getByLabelText(/^Calle/)).toHaveValue('Horacio');
    await user.click(within(addressCard()).getByRole('button', { name: 'Guardar' }));
    // The alert names the first one; each field says its own.
    expect(await screen.findAllByText('Debes agregar tu ciudad.')).toHaveLength(2);
    expect(screen.getByText('Debes agregar tu estado.')).toBeInTheDocument();
    expect(screen.getByText('Debes agregar tu país.')).toBeInTheDocument();

    await user.type(city, 'Ciudad de México');
    await user.type(screen.getByLabelText(/^Estado/), 'CDMX');
    await user.type(screen.getByLabelText(/^País/), 'México');
    await user.click(within(addressCard()).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Dirección de facturación guardada.')).toBeInTheDocument();
    expect(await within(addressCard()).findByText('Ciudad de México')).toBeInTheDocument();
    expect(within(addressCard()).getByText('Horacio 1000')).toBeInTheDocument();
  });

  it('a form that cannot load says so and retries', async () => {
    server.use(http.get('*/api/forms/2', () => HttpResponse.json({ message: 'caído' }, { status: 500 })));
    const user = userEvent.setup();
    await renderProfile('ana');
    expect(await screen.findByText('No pudimos cargar el formulario de tu información.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Mis datos' })).toBeInTheDocument();
  });

  it('has no axe violations, in view and in edit mode', async () => {
    const user = userEvent.setup();
    const { container } = await renderProfile('incompleta');
    await screen.findByRole('heading', { name: 'Mis datos' });
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(container, rules)).violations.map((v) => v.id)).toEqual([]);
    await user.click(within(profileCard()).getByRole('button', { name: 'Editar' }));
    await user.click(within(addressCard()).getByRole('button', { name: 'Editar' }));
    await screen.findByLabelText(/^Ciudad/);
    expect((await axe.run(container, rules)).violations.map((v) => v.id)).toEqual([]);
  });
});
