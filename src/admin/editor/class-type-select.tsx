import { NativeSelect } from '@chakra-ui/react';
import { readResourceRecords } from '#src/api/reads/admin-resources';
import { useRead } from '#src/app/use-read';
import type { FieldControlProps } from '#src/admin/resources/definition';

/** Where the class types are read (the class types resource's list call). */
const CLASS_TYPES = {
  list: '/class_types',
  listKey: 'class_types',
  recordKey: 'class_type',
  idKey: 'class_type_id',
} as const;

/** A select of the studio's class types by name; its value is the class_type_id ('' for none). */
export function ClassTypeSelect({
  value,
  onChange,
  name,
}: {
  value: string;
  onChange: (classTypeId: string) => void;
  name?: string;
}) {
  const types = useRead(readResourceRecords, CLASS_TYPES);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">—</option>
        {(types.data ?? []).map((type) => (
          <option key={String(type.class_type_id)} value={String(type.class_type_id)}>
            {String(type.name)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A form field holding one class_type_id, picked by name (a custom spot map's class type). */
export function ClassTypeControl({ value, onChange }: FieldControlProps) {
  return (
    <ClassTypeSelect
      name="class_type_id"
      value={typeof value === 'string' ? value : ''}
      onChange={(id) => onChange(id)}
    />
  );
}
