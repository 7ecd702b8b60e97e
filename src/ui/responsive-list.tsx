import { Button, Card, HStack, Stack, Table, Text, type TableCellProps } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { FactList } from './fact-list';

/** Where a column goes on a phone card: its heading, beside it, under it, a labelled fact, the footer. */
export type CardPlace = 'title' | 'badge' | 'description' | 'fact' | 'footer' | 'none';

export interface ListColumn<Row> {
  /** Unique in the list. */
  id: string;
  /** The table's column header; also the fact's label on a card unless `mobileLabel` says otherwise. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Shown on the table (default) or only on the cards. */
  table?: boolean;
  /** Default 'fact'. */
  card?: CardPlace;
  mobileLabel?: string;
  /** What the card shows instead of `cell`; null, undefined or false leave it out for that row. */
  mobileCell?: (row: Row) => ReactNode;
  align?: 'end';
  /** Styling of the table cell and of the card's value (e.g. capitalised dates, emphasis). */
  emphasis?: Pick<TableCellProps, 'fontWeight' | 'textTransform' | 'whiteSpace'>;
  /** The table's header sorts the list: its current order (the header's aria-sort) and a click. */
  sort?: { direction: 'ascending' | 'descending' | 'none'; toggle: () => void };
}

/** The column that names each record: emphasised on the table, the heading of its phone card. */
export function titleColumn<Row>(header: string, cell: (row: Row) => ReactNode): ListColumn<Row> {
  return { id: 'title', header, cell, card: 'title', emphasis: { fontWeight: 'semibold' } };
}

export interface EmptyState {
  text: string;
  hint?: string;
  action?: ReactNode;
}

interface ResponsiveListProps<Row> {
  rows: readonly Row[];
  /** A falsy entry is a column this screen does not show (a setting turns it off). */
  columns: ReadonlyArray<ListColumn<Row> | false | null | undefined>;
  rowKey: (row: Row) => string | number;
  /** What an empty list says instead. */
  empty: EmptyState;
  /** Names the table and the cards for tests: `<testId>-table`, `<testId>-cards`. */
  testId?: string;
}

const shown = (value: ReactNode) => value !== null && value !== undefined && value !== false;

/**
 * A list of records: a real table with column headers from the `md` breakpoint up, a list of
 * cards (articles) below it. Both are in the page and CSS shows one, so nothing jumps on load.
 */
export function ResponsiveList<Row>({ rows, columns, rowKey, empty, testId }: ResponsiveListProps<Row>) {
  const visible = columns.filter((column): column is ListColumn<Row> => Boolean(column));
  if (rows.length === 0) return <EmptyList {...empty} />;
  return (
    <>
      <ListTable rows={rows} columns={visible} rowKey={rowKey} testId={testId} />
      <ListCards rows={rows} columns={visible} rowKey={rowKey} testId={testId} />
    </>
  );
}

type PartProps<Row> = Pick<ResponsiveListProps<Row>, 'rows' | 'rowKey' | 'testId'> & {
  columns: ReadonlyArray<ListColumn<Row>>;
};

function ListTable<Row>({ rows, columns, rowKey, testId }: PartProps<Row>) {
  const onTable = columns.filter((column) => column.table !== false);
  return (
    <Table.ScrollArea hideBelow="md" borderWidth="1px" rounded="md">
      <Table.Root data-testid={testId && `${testId}-table`} size="sm">
        <Table.Header>
          <Table.Row>
            {onTable.map((column) => (
              <Table.ColumnHeader
                key={column.id}
                scope="col"
                textAlign={column.align}
                aria-sort={column.sort?.direction}
              >
                {column.sort ? <SortButton header={column.header} {...column.sort} /> : column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {onTable.map((column) => (
                <Table.Cell key={column.id} textAlign={column.align} {...column.emphasis}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

const ARROWS = { ascending: '↑', descending: '↓', none: '↕' } as const;

/** A header that sorts: its name is the column's; the header's aria-sort says the order. */
function SortButton({
  header,
  direction,
  toggle,
}: NonNullable<ListColumn<unknown>['sort']> & { header: string }) {
  return (
    <Button variant="plain" size="sm" px="0" h="auto" fontWeight="inherit" onClick={toggle}>
      {header}
      <span aria-hidden="true">{ARROWS[direction]}</span>
    </Button>
  );
}

function ListCards<Row>({ rows, columns, rowKey, testId }: PartProps<Row>) {
  const placed = (place: CardPlace) => columns.filter((column) => (column.card ?? 'fact') === place);
  const [title, badge, description, facts, footer] = (
    ['title', 'badge', 'description', 'fact', 'footer'] as const
  ).map(placed);
  const value = (column: ListColumn<Row>, row: Row) => (column.mobileCell ?? column.cell)(row);
  return (
    <Stack as="ul" hideFrom="md" data-testid={testId && `${testId}-cards`} gap="3" listStyleType="none">
      {rows.map((row) => {
        const heading = title!.map((column) => value(column, row)).find(shown);
        const under = description!.map((column) => value(column, row)).find(shown);
        const actions = footer!.filter((column) => shown(value(column, row)));
        return (
          <li key={rowKey(row)}>
            <Card.Root as="article" size="sm">
              {shown(heading) && (
                <Card.Header>
                  <HStack justify="space-between" align="flex-start" gap="3">
                    <Card.Title as="h2">{heading}</Card.Title>
                    {badge!.map((column) => (
                      <Fragment key={column.id}>{value(column, row)}</Fragment>
                    ))}
                  </HStack>
                  {shown(under) && <Card.Description>{under}</Card.Description>}
                </Card.Header>
              )}
              <Card.Body>
                <FactList
                  facts={facts!.map((column) => {
                    const fact = value(column, row);
                    return (
                      shown(fact) && {
                        label: column.mobileLabel ?? column.header,
                        value: fact,
                        valueProps: column.emphasis,
                      }
                    );
                  })}
                />
              </Card.Body>
              {actions.length > 0 && (
                <Card.Footer justifyContent="flex-end">
                  {actions.map((column) => (
                    <Fragment key={column.id}>{value(column, row)}</Fragment>
                  ))}
                </Card.Footer>
              )}
            </Card.Root>
          </li>
        );
      })}
    </Stack>
  );
}

/** What an empty list says, with what the customer can do about it. */
export function EmptyList({ text, hint, action }: EmptyState) {
  return (
    <Stack gap="3" align="flex-start" py="4">
      <Text fontWeight="semibold">{text}</Text>
      {hint && <Text color="fg.muted">{hint}</Text>}
      {action}
    </Stack>
  );
}
