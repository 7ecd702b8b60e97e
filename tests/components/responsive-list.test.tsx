import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveList, type ListColumn } from '#src/ui/responsive-list';

interface Row {
  id: number;
  name: string;
  amount: string;
  note: string | null;
}

const rows: Row[] = [
  { id: 1, name: 'Yoga', amount: '$100.00', note: 'Con tapete' },
  { id: 2, name: 'Spinning', amount: '$80.00', note: null },
];

const columns: ReadonlyArray<ListColumn<Row> | false> = [
  { id: 'name', header: 'Clase', cell: (row) => row.name, card: 'title' },
  { id: 'amount', header: 'Total', cell: (row) => row.amount, align: 'end', mobileLabel: 'Importe' },
  false,
  { id: 'note', header: 'Nota', cell: (row) => row.note ?? '—', mobileCell: (row) => row.note },
  {
    id: 'actions',
    header: 'Acciones',
    card: 'footer',
    cell: (row) => <button type="button">{`Ver ${row.name}`}</button>,
  },
];

function renderList(list: Row[] = rows) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <ResponsiveList
        rows={list}
        columns={columns}
        rowKey={(row) => row.id}
        empty={{ text: 'Nada por aquí.' }}
        testId="sample"
      />
    </ChakraProvider>,
  );
}

/**
 * The media conditions under which `element` gets `display: none` from the page's styles
 * (jsdom applies no media queries, but it parses them).
 */
function hiddenUnder(element: Element): string[] {
  const conditions: string[] = [];
  for (const sheet of [...document.styleSheets]) {
    for (const rule of [...sheet.cssRules]) {
      if (!(rule instanceof CSSMediaRule)) continue;
      for (const inner of [...rule.cssRules]) {
        if (
          inner instanceof CSSStyleRule &&
          inner.style.display === 'none' &&
          safeMatches(element, inner.selectorText)
        )
          conditions.push(rule.conditionText);
      }
    }
  }
  return conditions;
}

function safeMatches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

describe('the responsive list', () => {
  it('is a real table with column headers, hidden below md', () => {
    renderList();
    const table = screen.getByTestId('sample-table');
    expect(table.tagName).toBe('TABLE');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Clase', 'Total', 'Nota', 'Acciones']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Yoga', '$100.00', 'Con tapete', 'Ver Yoga']);
    expect(within(second!).getByRole('cell', { name: '—' })).toBeInTheDocument();
    const wrapper = table.parentElement!;
    expect(hiddenUnder(wrapper).join(' ')).toMatch(/max-width/);
    expect(hiddenUnder(wrapper).join(' ')).not.toMatch(/min-width/);
  });

  it('is a list of articles from the same columns below md, hidden from md up', () => {
    renderList();
    const list = screen.getByTestId('sample-cards');
    expect(list.tagName).toBe('UL');
    expect(hiddenUnder(list).join(' ')).toMatch(/min-width/);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const yoga = within(items[0]!).getByRole('article');
    expect(within(yoga).getByRole('heading', { level: 2, name: 'Yoga' })).toBeInTheDocument();
    // The mobile label stands for the header; the actions sit in the footer.
    expect(within(yoga).getByText('Importe')).toBeInTheDocument();
    expect(within(yoga).queryByText('Total')).not.toBeInTheDocument();
    expect(within(yoga).getByText('Con tapete')).toBeInTheDocument();
    expect(within(yoga).getByRole('button', { name: 'Ver Yoga' })).toBeInTheDocument();
    // A fact with nothing to say for a row is left out of its card.
    const spinning = within(items[1]!).getByRole('article');
    expect(within(spinning).queryByText('Nota')).not.toBeInTheDocument();
  });

  it('says its empty text instead of an empty table', () => {
    renderList([]);
    expect(screen.getByText('Nada por aquí.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
