import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  layoutFromCustomMap,
  layoutFromRowSizes,
  type SpotLayout,
  type SpotValue,
} from '#src/domain/spot-map';
import { SpotMap } from '#src/ui/spot-map/spot-map';

function Harness({ layout, onChange }: { layout: SpotLayout; onChange: (spot: SpotValue) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SpotMap
      layout={layout}
      value={value}
      onChange={(spot) => {
        setValue(String(spot));
        onChange(spot);
      }}
    />
  );
}

function renderMap(layout: SpotLayout) {
  const onChange = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <Harness layout={layout} onChange={onChange} />
    </ChakraProvider>,
  );
  return { onChange };
}

describe('the spot map', () => {
  it('is a radio group with named spots; taken ones are announced and cannot be chosen', async () => {
    const { onChange } = renderMap(layoutFromRowSizes([3, 2], new Set(['2'])));
    const group = screen.getByRole('radiogroup', { name: 'Elige tu lugar' });
    expect(group).toBeInTheDocument();
    const taken = screen.getByRole('radio', { name: 'Lugar 2, ocupado' });
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(taken);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Lugar 4' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: 'Lugar 4' })).toHaveAttribute('aria-checked', 'true');
  });

  it('has one tab stop and arrow keys move and choose, skipping taken and unselectable spots', async () => {
    const layout = layoutFromCustomMap(
      {
        rows: 1,
        columns: 4,
        spots: JSON.stringify({
          A1: { label: '1', selectable: true },
          A2: { label: 'Coach', selectable: false },
          A3: { label: '3', selectable: true },
          A4: { label: '4', selectable: true },
        }),
      },
      new Set(['A3']),
    );
    const { onChange } = renderMap(layout);
    expect(screen.getByRole('radio', { name: 'Lugar Coach, no disponible' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Lugar 1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('A4');
    expect(screen.getByRole('radio', { name: 'Lugar 4' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('A1');
    expect(screen.getByRole('radio', { name: 'Lugar 1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('A4');
    // Tab leaves the group for the list alternative.
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Lugar (lista)' })).toHaveFocus();
  });

  it('offers the free spots as a list alternative', async () => {
    const { onChange } = renderMap(layoutFromRowSizes([3], new Set(['2'])));
    const list = screen.getByRole('combobox', { name: 'Lugar (lista)' });
    const options = Array.from((list as HTMLSelectElement).options).map((option) => option.text);
    expect(options).toEqual(['Sin lugar', 'Lugar 1', 'Lugar 3']);
    await userEvent.selectOptions(list, '3');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: 'Lugar 3' })).toHaveAttribute('aria-checked', 'true');
  });
});
