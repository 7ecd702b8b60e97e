import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ResourceListPage } from '#src/admin/editor/resource-list-page';
import { signInAs } from '#tests/support/sign-in';

function renderList(path: string) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/:resource" element={<ResourceListPage />} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('an admin list table', () => {
  it('sorts by a column when its header is clicked, and says so with aria-sort', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    renderList('/admin/etiquetas');
    const table = await screen.findByTestId('resource-list-table');
    const header = within(table).getByRole('columnheader', { name: /Nombre/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    const all = names(table);

    await user.click(within(header).getByRole('button', { name: /Nombre/ }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names(table)).toEqual([...all].sort((a, b) => a!.localeCompare(b!)));
    // The phones' select says the same order.
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue('Nombre ↑');

    await user.click(within(header).getByRole('button', { name: /Nombre/ }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names(table)).toEqual([...all].sort((a, b) => b!.localeCompare(a!)));

    await user.click(within(header).getByRole('button', { name: /Nombre/ }));
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(names(table)).toEqual(all);
  });

  // Issue 35: the type showed as stored ('class', 'video'); the form says Clase and Video.
  it('shows a tag’s type by its Spanish name, as the form does', async () => {
    signInAs('admin');
    renderList('/admin/etiquetas');
    const table = await screen.findByTestId('resource-list-table');
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const typeAt = header.findIndex((text) => text?.includes('Tipo'));
    const typeOf = (name: string) => {
      const row = within(table).getByRole('row', { name: new RegExp(name) });
      return within(row).getAllByRole('cell')[typeAt]!.textContent;
    };
    expect(typeOf('Principiantes')).toBe('Clase');
    expect(typeOf('Respiración')).toBe('Video');
    expect(within(table).queryByRole('cell', { name: /^(class|video)$/ })).toBeNull();
  });
});
