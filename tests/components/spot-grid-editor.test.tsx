import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FormValue, FormValues } from '#src/domain/resource-form';
import { filledSpots } from '#src/domain/spot-map-editor';
import { CustomMapPreview, RowSizesPreview, SpotGridEditor } from '#src/admin/editor/spot-grid-editor';

/** The editor as the generic form runs it: rows and columns beside the spots, and the preview. */
function Harness({ initial }: { initial: FormValues }) {
  const [values, setValues] = useState<FormValues>(initial);
  return (
    <>
      <SpotGridEditor
        value={values.spots}
        values={values}
        label="Lugares"
        onChange={(spots: FormValue) => setValues((current) => ({ ...current, spots }))}
      />
      <CustomMapPreview values={values} />
      <output data-testid="spots">{String(values.spots)}</output>
    </>
  );
}

function renderEditor(initial: FormValues) {
  render(
    <ChakraProvider value={defaultSystem}>
      <Harness initial={initial} />
    </ChakraProvider>,
  );
  const grid = screen.getByRole('group', { name: 'Cuadrícula del mapa' });
  const preview = screen.getByRole('region', { name: 'Así lo verán tus clientes' });
  return {
    grid,
    preview,
    saved: () => JSON.parse(screen.getByTestId('spots').textContent ?? '{}') as object,
  };
}

describe('the custom spot map editor', () => {
  it('shows rows × columns cells and the same map customers see', () => {
    const { grid, preview } = renderEditor({ rows: '2', columns: '3', spots: filledSpots(2, 3) });
    expect(within(grid).getAllByRole('button')).toHaveLength(6);
    expect(within(grid).getByRole('button', { name: 'B3: lugar «6»' })).toBeInTheDocument();
    expect(within(preview).getAllByRole('radio')).toHaveLength(6);
  });

  it('turns a cell into an aisle, an unselectable spot, or relabels it, and the preview follows', async () => {
    const user = userEvent.setup();
    const { grid, preview, saved } = renderEditor({ rows: '1', columns: '3', spots: filledSpots(1, 3) });

    await user.click(within(grid).getByRole('button', { name: 'A2: lugar «2»' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'pasillo');
    expect(within(grid).getByRole('button', { name: 'A2: pasillo' })).toBeInTheDocument();
    expect(within(preview).getAllByRole('radio')).toHaveLength(2);

    await user.click(within(grid).getByRole('button', { name: 'A3: lugar «3»' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'lugar no elegible');
    const label = screen.getByRole('textbox', { name: 'Etiqueta' });
    await user.clear(label);
    await user.type(label, 'Coach');
    expect(saved()).toEqual({
      A1: { label: '1', selectable: true },
      A3: { label: 'Coach', selectable: false },
    });
    // Customers see the coach's place but cannot choose it.
    expect(within(preview).getByRole('radio', { name: 'Lugar Coach, no disponible' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('fills a new grid with numbered spots', async () => {
    const user = userEvent.setup();
    const { grid, saved } = renderEditor({ rows: '2', columns: '2', spots: '{}' });
    expect(within(grid).getAllByRole('button', { name: /pasillo/ })).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Llenar la cuadrícula' }));
    expect(Object.keys(saved())).toEqual(['A1', 'A2', 'B1', 'B2']);
  });
});

describe('the class type row sizes preview', () => {
  it('draws the customers’ map of the unsaved row sizes', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <RowSizesPreview values={{ spot_map: '2,3' }} />
      </ChakraProvider>,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(5);
  });
});
