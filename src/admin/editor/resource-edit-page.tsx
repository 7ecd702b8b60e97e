import { Box, Button, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { createResourceEditActors } from '#machines/resource-edit/actors';
import { resourceEditMachine } from '#machines/resource-edit/machine';
import {
  selectConfirmingDelete,
  selectErrors,
  selectFailure,
  selectIsDeleting,
  selectIsDirty,
  selectIsLoading,
  selectIsNew,
  selectIsSaving,
  selectLoadFailed,
  selectValues,
} from '#machines/resource-edit/selectors';
import { auditObjectType } from '#src/domain/audit';
import { fieldApplies, recordIdOf, saveMethodFor, type TakenValues } from '#src/domain/resource-form';
import { readResourceRecords } from '#src/api/reads/admin-resources';
import type { ResourceApi } from '#src/api/resource-api';
import { useFlow } from '#src/app/use-flow';
import { useRead } from '#src/app/use-read';
import { es } from '#src/i18n/es-admin';
import { showSuccess } from '#src/ui/alerts';
import { ConfirmDialog } from '#src/ui/confirm-dialog';
import { LoadError, LoadingLine } from '#src/ui/load-states';
import { useAdminPath } from '#src/admin/admin-base';
import { AuditHistory } from '#src/admin/audit/audit-history';
import { SaveFailureAlert } from '#src/admin/save-failure-alert';
import { resourceByKey } from '#src/admin/resources/all';
import type { ResourceDefinition } from '#src/admin/resources/definition';
import { NoAccess } from '#src/admin/shell/admin-access';
import { FieldInput } from './field-input';
import { HtmlEditor } from './html-editor';
import { LeaveDialog } from './leave-dialog';
import { useLeaveGuard } from './use-leave-guard';

const text = es.resourceEdit;

/** /admin/<resource>/<id>: a numeric id edits that record, 'nuevo' (or any other word) creates one. */
export function ResourceEditPage() {
  const { resource: key, id } = useParams();
  const path = useAdminPath();
  // A change undone from the history reloads the record: the editor starts again.
  const [version, setVersion] = useState(0);
  const resource = resourceByKey(key);
  if (!resource) return <NoAccess text={es.admin.notFound} />;
  // Files are created by an upload on their list, never by an empty form.
  if (resource.createByUpload && saveMethodFor(id) === 'POST')
    return <Navigate to={path(resource.key)} replace />;
  const unique = resource.fields.filter((field) => field.unique);
  const recordId = recordIdOf(id);
  return (
    <>
      {unique.length === 0 ? (
        <ResourceEdit key={`${resource.key}/${id}/${version}`} resource={resource} id={id} taken={{}} />
      ) : (
        <WithTakenValues key={`${resource.key}/${id}/${version}`} resource={resource} id={id} />
      )}
      {recordId !== null && (
        <AuditHistory
          key={`${resource.key}/${id}`}
          query={{ objectType: auditObjectType(resource.api.idKey), objectId: recordId }}
          onReverted={() => setVersion((n) => n + 1)}
        />
      )}
    </>
  );
}

/** Unique fields (a page's slug) are checked against the other records before sending. */
function WithTakenValues({ resource, id }: { resource: ResourceDefinition; id: string | undefined }) {
  const others = useRead(readResourceRecords, resource.api as ResourceApi);
  if (others.status === 'loading') return <LoadingLine text={text.loading} />;
  const taken: TakenValues = Object.fromEntries(
    resource.fields
      .filter((field) => field.unique)
      .map((field) => [
        field.name,
        (others.data ?? [])
          .filter((row) => String(row[resource.api.idKey]) !== id)
          .map((row) => String(row[field.name] ?? '')),
      ]),
  );
  return <ResourceEdit resource={resource} id={id} taken={taken} />;
}

function ResourceEdit({
  resource,
  id,
  taken,
}: {
  resource: ResourceDefinition;
  id: string | undefined;
  taken: TakenValues;
}) {
  const path = useAdminPath();
  const navigate = useNavigate();
  const actors = useMemo(() => createResourceEditActors(resource.api), [resource]);
  const flow = useFlow(resourceEditMachine, {
    actors,
    input: { id, idKey: resource.api.idKey, fields: resource.fields, defaults: resource.defaults, taken },
    actions: {
      notifySaved: () => {
        showSuccess(resource.saved);
        guard.allowNext();
        void navigate(path(resource.key));
      },
      notifyDeleted: () => {
        showSuccess(resource.deleted);
        guard.allowNext();
        void navigate(path(resource.key));
      },
    },
  });
  const values = useSelector(flow, selectValues);
  const errors = useSelector(flow, selectErrors);
  const failure = useSelector(flow, selectFailure);
  const isNew = useSelector(flow, selectIsNew);
  const loading = useSelector(flow, selectIsLoading);
  const loadFailed = useSelector(flow, selectLoadFailed);
  const saving = useSelector(flow, selectIsSaving);
  const deleting = useSelector(flow, selectIsDeleting);
  const confirming = useSelector(flow, selectConfirmingDelete);
  const dirty = useSelector(flow, selectIsDirty);
  const guard = useLeaveGuard(dirty);

  const title = (isNew ? text.newTitle : text.editTitle).replace('{name}', resource.singular);
  if (failure?.kind === 'forbidden') return <NoAccess text={es.admin.forbidden} />;
  const back = (
    <Link asChild fontSize="sm" mb="2">
      <RouterLink to={path(resource.key)}>{`← ${text.back}`}</RouterLink>
    </Link>
  );
  if (loading) return <LoadingLine text={text.loading} />;
  if (loadFailed)
    return (
      <Stack gap="3">
        {back}
        <LoadError
          text={failure?.message || text.loadError}
          onRetry={() => flow.send({ type: 'edit.retry' })}
        />
      </Stack>
    );
  return (
    <Grid
      templateColumns={{ base: '1fr', xl: resource.preview ? '1fr 1fr' : '1fr' }}
      gap="8"
      maxW={resource.preview ? '7xl' : '3xl'}
    >
      <Box>
        {back}
        <Heading as="h1" size="xl" mb="5">
          {title}
        </Heading>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            flow.send({ type: 'edit.submit' });
          }}
        >
          <Stack gap="4">
            <SaveFailureAlert failure={failure} texts={text} />
            {resource.fields
              .filter((field) => fieldApplies(field, values))
              .map((field) => (
                <Box key={field.name}>
                  {field.section && (
                    <Heading as="h2" size="md" mt="4" mb="3">
                      {field.section}
                    </Heading>
                  )}
                  <FieldInput
                    field={field}
                    value={values[field.name]}
                    values={values}
                    error={errors[field.name]}
                    onChange={(value) => flow.send({ type: 'edit.change', name: field.name, value })}
                    onFieldChange={(name, value) => flow.send({ type: 'edit.change', name, value })}
                    html={HtmlEditor}
                  />
                </Box>
              ))}
            <HStack gap="3" pt="2" wrap="wrap">
              <Button type="submit" colorPalette="brand" loading={saving} disabled={deleting}>
                {text.save}
              </Button>
              <Button asChild variant="outline">
                <RouterLink to={path(resource.key)}>{text.cancel}</RouterLink>
              </Button>
              {!isNew && resource.api.remove && (
                <Button
                  variant="outline"
                  colorPalette="red"
                  ms="auto"
                  disabled={saving}
                  onClick={() => flow.send({ type: 'edit.delete' })}
                >
                  {text.delete}
                </Button>
              )}
            </HStack>
          </Stack>
        </form>
      </Box>
      {resource.preview && <Box>{resource.preview(values)}</Box>}
      <ConfirmDialog
        open={confirming}
        busy={deleting}
        confirmLabel={text.delete}
        onConfirm={() => flow.send({ type: 'edit.confirm' })}
        onCancel={() => flow.send({ type: 'edit.cancel' })}
      >
        <Text>
          {text.confirmDelete.replace('{title}', resource.titleOf(values as never) || resource.singular)}
        </Text>
      </ConfirmDialog>
      <LeaveDialog guard={guard} />
    </Grid>
  );
}
