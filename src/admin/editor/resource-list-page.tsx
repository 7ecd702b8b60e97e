import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import type { Column } from '@tanstack/react-table';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { createResourceListActors } from '#machines/resource-list/actors';
import { resourceListMachine } from '#machines/resource-list/machine';
import {
  selectActing,
  selectFailure,
  selectIsBusy,
  selectIsLoading,
  selectLoadFailed,
  selectRows,
  selectView,
} from '#machines/resource-list/selectors';
import type { ResourceRecord } from '#src/api/resource-api';
import { useFlow } from '#src/app/use-flow';
import { es } from '#src/i18n/es-admin';
import { showSuccess } from '#src/ui/alerts';
import { LoadError, LoadingLine } from '#src/ui/load-states';
import { Pagination } from '#src/ui/pagination';
import { ResponsiveList, titleColumn, type ListColumn } from '#src/ui/responsive-list';
import { useAdminPath } from '#src/admin/admin-base';
import { resourceByKey } from '#src/admin/resources/all';
import type { ResourceDefinition } from '#src/admin/resources/definition';
import { NoAccess } from '#src/admin/shell/admin-access';
import { FileUploadField } from './file-upload-field';
import { ListToolbar } from './list-toolbar';
import { useResourceTable } from './use-resource-table';

const text = es.resourceList;

/** /admin/<resource>: the one list every resource shares. */
export function ResourceListPage() {
  const { resource: key } = useParams();
  const resource = resourceByKey(key);
  if (!resource) return <NoAccess text={es.admin.notFound} />;
  // A new machine per resource: its rows and search are that resource's.
  return <ResourceList key={resource.key} resource={resource} />;
}

function ResourceList({ resource }: { resource: ResourceDefinition }) {
  const path = useAdminPath();
  const actors = useMemo(() => createResourceListActors(resource.api, resource.rowAction?.name), [resource]);
  const hidden = useMemo(
    () => resource.columns.filter((column) => column.hidden).map((column) => column.id),
    [resource],
  );
  const flow = useFlow(resourceListMachine, {
    actors,
    input: { hidden },
    actions: { notifyActionDone: (_, message: string) => showSuccess(message) },
  });
  const rows = useSelector(flow, selectRows);
  const view = useSelector(flow, selectView);
  const loading = useSelector(flow, selectIsLoading);
  const failed = useSelector(flow, selectLoadFailed);
  const failure = useSelector(flow, selectFailure);
  const busy = useSelector(flow, selectIsBusy);
  const acting = useSelector(flow, selectActing);
  const table = useResourceTable(rows, resource.columns, view, flow.send);

  if (failure?.kind === 'forbidden') return <NoAccess text={es.admin.forbidden} />;
  const idOf = (row: ResourceRecord) => row[resource.api.idKey] as number;
  const visible = table.getVisibleLeafColumns().map((column) => column.id);
  const columns: ListColumn<ResourceRecord>[] = resource.columns
    .filter((column) => visible.includes(column.id))
    .map((column, index) => {
      const cell = (row: ResourceRecord) => (column.cell ? column.cell(row) : (column.value(row) ?? ''));
      const sort = sortOf(table.getColumn(column.id));
      return index === 0 && column.id !== resource.api.idKey
        ? { ...titleColumn(column.header, cell), sort }
        : { id: column.id, header: column.header, cell, sort };
    });
  columns.push({
    id: 'actions',
    header: text.actions,
    card: 'footer',
    cell: (row) => (
      <HStack gap="2" justify="flex-end" wrap="wrap">
        {resource.rowAction && (
          <Button
            size="xs"
            variant="outline"
            loading={acting !== null && idOf(acting) === idOf(row)}
            disabled={busy}
            onClick={() => flow.send({ type: 'list.rowAction', row })}
          >
            {resource.rowAction.label(row)}
          </Button>
        )}
        {!resource.readOnly && (
          <Button asChild size="xs" colorPalette="brand">
            <RouterLink
              to={path(resource.key, idOf(row))}
              aria-label={`${text.edit}: ${resource.titleOf(row)}`}
            >
              {text.edit}
            </RouterLink>
          </Button>
        )}
      </HStack>
    ),
  });

  const shown = table.getRowModel().rows.map((row) => row.original);
  const matching = table.getPrePaginationRowModel().rows.length;
  return (
    <>
      <HStack justify="space-between" wrap="wrap" mb="4" gap="3">
        <Heading as="h1" size="xl">
          {resource.label}
        </Heading>
        {!resource.createByUpload && !resource.readOnly && (
          <Button asChild colorPalette="brand">
            <RouterLink to={path(resource.key, 'nuevo')}>{`${text.create} ${resource.singular}`}</RouterLink>
          </Button>
        )}
      </HStack>
      {resource.createByUpload && (
        <Box mb="4">
          <FileUploadField
            label={es.upload.uploadNew}
            current={null}
            onUploaded={() => {
              showSuccess(es.upload.uploaded);
              flow.send({ type: 'list.refresh' });
            }}
          />
        </Box>
      )}
      {failed && <LoadError text={text.loadError} onRetry={() => flow.send({ type: 'list.retry' })} />}
      {loading && <LoadingLine text={text.loading} />}
      {!failed && !loading && (
        <>
          <ListToolbar table={table} columns={resource.columns} fileName={resource.key} />
          {failure && <ActionFailure message={failure.message} />}
          <Text color="fg.muted" fontSize="sm" mb="2" aria-live="polite">
            {text.count(matching)}
          </Text>
          <ResponsiveList
            rows={shown}
            columns={columns}
            rowKey={idOf}
            testId="resource-list"
            empty={rows.length === 0 ? { text: text.empty, hint: text.emptyHint } : { text: text.noMatch }}
          />
          <Pagination
            label={text.pagination}
            page={view.pageIndex + 1}
            pageCount={table.getPageCount()}
            onPageChange={(page) => table.setPageIndex(page - 1)}
          />
        </>
      )}
    </>
  );
}

/** A table column's header sort: ascending, descending, then back to the list's own order. */
function sortOf(column: Column<ResourceRecord> | undefined): ListColumn<ResourceRecord>['sort'] {
  if (!column) return undefined;
  const order = column.getIsSorted();
  return {
    direction: order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none',
    toggle: () => (order === 'desc' ? column.clearSorting() : column.toggleSorting(order === 'asc', false)),
  };
}

function ActionFailure({ message }: { message: string }) {
  return (
    <Text role="alert" color="fg.error" mb="3">
      {message || es.resourceEdit.unavailable}
    </Text>
  );
}
