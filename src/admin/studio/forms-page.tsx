import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { readResourceRecords } from '#src/api/reads/admin-resources';
import type { ResourceApi } from '#src/api/resource-api';
import { useRead } from '#src/app/use-read';
import { es } from '#src/i18n/es-admin';
import { ReadState } from '#src/ui/load-states';
import { ResponsiveList, titleColumn } from '#src/ui/responsive-list';
import { useAdminPath } from '#src/admin/admin-base';

const text = es.studioForms;
const formsApi = {
  list: '/forms',
  listKey: 'forms',
  idKey: 'form_id',
  recordKey: 'form',
} as unknown as ResourceApi;

interface FormRow {
  form_id: number;
  name?: string | null;
  form_fields: unknown[];
}

/** /admin/formularios: the dynamic forms, each opening its builder. */
export function FormsPage() {
  const forms = useRead(readResourceRecords, formsApi);
  const path = useAdminPath();
  const rows = (forms.data ?? []) as unknown as FormRow[];
  const nameOf = (row: FormRow) => text.names[row.form_id] ?? row.name ?? `#${row.form_id}`;
  return (
    <Stack gap="4" maxW="4xl">
      <Heading as="h1" size="xl">
        {text.title}
      </Heading>
      <Text color="fg.muted">{text.intro}</Text>
      <ReadState read={forms} loading={text.loading} failed={text.loadError} />
      {forms.data && (
        <ResponsiveList
          rows={rows}
          rowKey={(row) => String(row.form_id)}
          columns={[
            titleColumn(text.title, nameOf),
            {
              id: 'fields',
              header: text.fieldsHeader,
              cell: (row) => text.fieldsCount(row.form_fields.length),
            },
            {
              id: 'edit',
              header: text.edit,
              card: 'footer',
              cell: (row) => (
                <Link asChild>
                  <RouterLink
                    to={path('formularios', row.form_id)}
                  >{`${text.edit}: ${nameOf(row)}`}</RouterLink>
                </Link>
              ),
            },
          ]}
          empty={{ text: text.loadError }}
        />
      )}
    </Stack>
  );
}
