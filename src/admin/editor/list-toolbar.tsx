import { Button, HStack, Input, Menu, NativeSelect, Portal } from '@chakra-ui/react';
import type { Table } from '@tanstack/react-table';
import type { ResourceRecord } from '#src/api/resource-api';
import { toCsv } from '#src/domain/csv';
import { es } from '#src/i18n/es-admin';
import type { ResourceColumn } from '#src/admin/resources/definition';

const text = es.resourceList;

/** Search, sort, column choice and CSV export of one resource's table. */
export function ListToolbar({
  table,
  columns,
  fileName,
}: {
  table: Table<ResourceRecord>;
  columns: readonly ResourceColumn[];
  fileName: string;
}) {
  const sort = table.getState().sorting[0];
  return (
    <HStack wrap="wrap" gap="3" mb="4">
      <Input
        type="search"
        maxW="xs"
        aria-label={text.search}
        placeholder={text.searchPlaceholder}
        value={table.getState().globalFilter as string}
        onChange={(event) => table.setGlobalFilter(event.target.value)}
      />
      <NativeSelect.Root maxW="56" size="md">
        <NativeSelect.Field
          aria-label={text.sortLabel}
          value={sort ? `${sort.id}:${sort.desc ? 'desc' : 'asc'}` : ''}
          onChange={(event) => {
            const [id, direction] = event.target.value.split(':');
            table.setSorting(id ? [{ id, desc: direction === 'desc' }] : []);
          }}
        >
          <option value="">{text.unsorted}</option>
          {columns.flatMap((column) => [
            <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
              {`${column.header} ↑`}
            </option>,
            <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
              {`${column.header} ↓`}
            </option>,
          ])}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Menu.Root closeOnSelect={false}>
        <Menu.Trigger asChild>
          <Button variant="outline">{text.columns}</Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {table.getAllLeafColumns().map((column) => (
                <Menu.CheckboxItem
                  key={column.id}
                  value={column.id}
                  checked={column.getIsVisible()}
                  onCheckedChange={(checked) => column.toggleVisibility(checked)}
                >
                  {String(column.columnDef.header)}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Button variant="outline" onClick={() => downloadCsv(table, fileName)}>
        {text.exportCsv}
      </Button>
    </HStack>
  );
}

/** Every row the search and sort leave (all pages), in the columns on screen. */
function downloadCsv(table: Table<ResourceRecord>, fileName: string): void {
  const columns = table.getVisibleLeafColumns();
  const rows = table
    .getPrePaginationRowModel()
    .rows.map((row) => columns.map((column) => row.getValue(column.id)));
  const csv = toCsv(
    columns.map((column) => String(column.columnDef.header)),
    rows,
  );
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
