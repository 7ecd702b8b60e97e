import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { es } from '#src/i18n/es-admin';
import type { FieldControlProps } from '#src/admin/resources/definition';
import { ClassTypeSelect } from './class-type-select';

const text = es.resources.packages.types;

interface PackageType {
  class_type_id?: number;
  class_amount: number;
  expiration_days?: number | null;
}

function parse(value: unknown): PackageType[] {
  try {
    const parsed: unknown = JSON.parse(typeof value === 'string' ? value : '[]');
    return Array.isArray(parsed) ? (parsed as PackageType[]) : [];
  } catch {
    return [];
  }
}

/** A package's credits per class type (class_package_types): type, amount (−1 'Ilimitado') and days. */
export function PackageTypesControl({ value, onChange }: FieldControlProps) {
  const rows = parse(value);
  const save = (next: PackageType[]) => onChange(JSON.stringify(next));
  const update = (index: number, patch: Partial<PackageType>) =>
    save(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const number = (raw: string) => (raw.trim() === '' || !Number.isFinite(Number(raw)) ? null : Number(raw));
  return (
    <Stack gap="2">
      {rows.length === 0 && <Text color="fg.muted">{text.none}</Text>}
      {rows.map((row, index) => (
        <HStack key={index} gap="2" wrap="wrap" align="flex-end">
          <Field.Root w="auto">
            <Field.Label>{text.type}</Field.Label>
            <ClassTypeSelect
              value={row.class_type_id === undefined ? '' : String(row.class_type_id)}
              onChange={(id) => update(index, { class_type_id: Number(id) })}
            />
          </Field.Root>
          <NumberCell
            label={text.amount}
            value={String(row.class_amount)}
            onChange={(raw) => update(index, { class_amount: number(raw) ?? 0 })}
          />
          <NumberCell
            label={text.days}
            value={row.expiration_days == null ? '' : String(row.expiration_days)}
            onChange={(raw) => update(index, { expiration_days: number(raw) })}
          />
          <Button size="sm" variant="ghost" onClick={() => save(rows.filter((_, at) => at !== index))}>
            {text.remove}
          </Button>
        </HStack>
      ))}
      <Text fontSize="sm" color="fg.muted">
        {text.hint}
      </Text>
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => save([...rows, { class_amount: 1, expiration_days: null }])}
      >
        {text.add}
      </Button>
    </Stack>
  );
}

function NumberCell({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (raw: string) => void;
}) {
  return (
    <Field.Root w="auto">
      <Field.Label>{label}</Field.Label>
      <Input maxW="24" inputMode="numeric" value={value} onChange={(event) => onChange(event.target.value)} />
    </Field.Root>
  );
}
