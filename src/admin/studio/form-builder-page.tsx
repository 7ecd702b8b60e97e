import { Box, Button, Grid, Heading, HStack, Link, NativeSelect, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { createFormBuilderActors } from '#machines/form-builder/actors';
import { formBuilderMachine } from '#machines/form-builder/machine';
import {
  selectErrors,
  selectFailure,
  selectFields,
  selectIsDirty,
  selectIsLoading,
  selectIsSaving,
  selectLoadFailed,
  selectName,
} from '#machines/form-builder/selectors';
import { useFlow } from '#src/app/use-flow';
import { FIELD_TYPES, type FieldType } from '#src/domain/dynamic-form';
import { recordIdOf } from '#src/domain/resource-form';
import { es } from '#src/i18n/es-admin';
import { showSuccess } from '#src/ui/alerts';
import { DynamicForm } from '#src/ui/dynamic-form/dynamic-form';
import { useFormValues } from '#src/ui/dynamic-form/use-form-values';
import { LoadError, LoadingLine } from '#src/ui/load-states';
import { useAdminPath } from '#src/admin/admin-base';
import { LeaveDialog } from '#src/admin/editor/leave-dialog';
import { useLeaveGuard } from '#src/admin/editor/use-leave-guard';
import { NoAccess } from '#src/admin/shell/admin-access';
import { SaveFailureAlert } from '#src/admin/save-failure-alert';
import { FormFieldEditor } from './form-field-editor';

const text = es.studioForms;
const actors = createFormBuilderActors();

/** /admin/formularios/:id — the form's fields beside the customer's own form, live. */
export function FormBuilderPage() {
  const formId = recordIdOf(useParams().id);
  if (formId === null) return <NoAccess text={es.admin.notFound} />;
  return <FormBuilder key={formId} formId={formId} />;
}

function FormBuilder({ formId }: { formId: number }) {
  const path = useAdminPath();
  const flow = useFlow(formBuilderMachine, {
    actors,
    input: { formId },
    actions: { notifySaved: () => showSuccess(text.saved) },
  });
  const fields = useSelector(flow, selectFields);
  const name = useSelector(flow, selectName);
  const errors = useSelector(flow, selectErrors);
  const failure = useSelector(flow, selectFailure);
  const loading = useSelector(flow, selectIsLoading);
  const loadFailed = useSelector(flow, selectLoadFailed);
  const saving = useSelector(flow, selectIsSaving);
  const guard = useLeaveGuard(useSelector(flow, selectIsDirty));
  const preview = useFormValues();
  const [newType, setNewType] = useState<FieldType>('text');
  const title = text.names[formId] ?? name ?? `#${formId}`;

  if (failure?.kind === 'forbidden') return <NoAccess text={es.admin.forbidden} />;
  if (loading) return <LoadingLine text={text.loading} />;
  if (loadFailed)
    return (
      <LoadError
        text={failure?.message || text.loadError}
        onRetry={() => flow.send({ type: 'builder.retry' })}
      />
    );
  const invalid = Object.keys(errors).some((index) => errors[Number(index)]);
  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="8" maxW="8xl">
      <Box>
        <Link asChild fontSize="sm" mb="2">
          <RouterLink to={path('formularios')}>{`← ${text.back}`}</RouterLink>
        </Link>
        <Heading as="h1" size="xl" mb="4">
          {text.builderTitle(title)}
        </Heading>
        <form
          noValidate
          aria-label={text.builderTitle(title)}
          onSubmit={(event) => {
            event.preventDefault();
            flow.send({ type: 'builder.submit' });
          }}
        >
          <Stack gap="3">
            <SaveFailureAlert failure={failure} texts={text} invalid={invalid} />
            <Stack as="ol" gap="3" ps="0" data-testid="builder-fields">
              {fields.map((field, index) => (
                <FormFieldEditor
                  key={`${index}-${fields.length}`}
                  field={field}
                  index={index}
                  count={fields.length}
                  others={fields.filter((_, at) => at !== index)}
                  errors={errors[index]}
                  onChange={(patch) => flow.send({ type: 'builder.update', index, patch })}
                  onMove={(by) => flow.send({ type: 'builder.move', index, by })}
                  onRemove={() => flow.send({ type: 'builder.remove', index })}
                />
              ))}
            </Stack>
            <HStack gap="3" align="end" wrap="wrap">
              <NativeSelect.Root maxW="60">
                <NativeSelect.Field
                  aria-label={text.addType}
                  value={newType}
                  onChange={(event) => setNewType(event.target.value as FieldType)}
                >
                  {FIELD_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {text.types[type] ?? type}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Button
                variant="outline"
                onClick={() => flow.send({ type: 'builder.add', fieldType: newType })}
              >
                {text.add}
              </Button>
            </HStack>
            <HStack position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px" zIndex="docked">
              <Button type="submit" colorPalette="brand" loading={saving}>
                {text.save}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Box>
      <Box
        position={{ xl: 'sticky' }}
        top={{ xl: '4' }}
        alignSelf="start"
        borderWidth="1px"
        rounded="md"
        p="4"
      >
        <Heading as="h2" size="md" mb="3">
          {text.preview}
        </Heading>
        <Box data-testid="form-preview">
          <DynamicForm
            fields={fields}
            values={preview.values}
            onChange={preview.onChange}
            onSubmit={() => undefined}
            submitLabel={text.previewSubmit}
          />
        </Box>
      </Box>
      <LeaveDialog guard={guard} />
    </Grid>
  );
}
