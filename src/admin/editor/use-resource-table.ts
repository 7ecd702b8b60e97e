import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Updater,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import type { ResourceRecord } from '#src/api/resource-api';
import type { ListView, ResourceListEvent } from '#machines/resource-list/machine';
import type { ResourceColumn } from '#src/admin/resources/definition';

const apply = <T>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

/** Accents and case do not matter when searching: 'clase' finds 'Clases', 'jose' finds 'José'. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * TanStack Table over the list machine: the machine owns search, sorting, page and hidden
 * columns (so they survive a refresh and show in the flow visualiser); the table does the
 * filtering, sorting and slicing, and the view renders its rows.
 */
export function useResourceTable(
  rows: ResourceRecord[],
  columns: readonly ResourceColumn[],
  view: ListView,
  send: (event: ResourceListEvent) => void,
) {
  const defs = useMemo<ColumnDef<ResourceRecord>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row) => column.value(row) ?? '',
        sortingFn: 'alphanumeric',
      })),
    [columns],
  );
  const columnVisibility = Object.fromEntries(view.hidden.map((id) => [id, false]));
  const pagination = { pageIndex: view.pageIndex, pageSize: view.pageSize };
  // eslint-disable-next-line react-hooks/incompatible-library -- the state lives in the list machine; nothing memoizes the table
  return useReactTable({
    data: rows,
    columns: defs,
    state: { globalFilter: view.search, sorting: view.sorting, pagination, columnVisibility },
    globalFilterFn: (row, columnId, filter: string) =>
      fold(String(row.getValue(columnId) ?? '')).includes(fold(filter.trim())),
    onGlobalFilterChange: (updater) => send({ type: 'list.search', search: apply(updater, view.search) }),
    onSortingChange: (updater) => send({ type: 'list.sort', sorting: apply(updater, view.sorting) }),
    onPaginationChange: (updater) => {
      const next = apply(updater, pagination);
      if (next.pageSize !== view.pageSize) send({ type: 'list.pageSize', pageSize: next.pageSize });
      else send({ type: 'list.page', pageIndex: next.pageIndex });
    },
    onColumnVisibilityChange: (updater) => {
      const next = apply(updater, columnVisibility);
      send({ type: 'list.columns', hidden: Object.keys(next).filter((id) => next[id] === false) });
    },
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
}
