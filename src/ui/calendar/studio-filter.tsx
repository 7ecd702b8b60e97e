import type { StudioLocation } from '#src/api/entities';
import { Field, NativeSelect } from '@chakra-ui/react';
import { es } from '#src/i18n/es';

interface StudioFilterProps {
  locations: readonly StudioLocation[];
  value: number | null;
  onChange(locationId: number | null): void;
}

/** 'Todos los Estudios' or one studio; the calendar shows it only with more than one. */
export function StudioFilter({ locations, value, onChange }: StudioFilterProps) {
  return (
    <Field.Root maxW="xs">
      <Field.Label>{es.calendar.studioFilter}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value === null ? '' : String(value)}
          onChange={(event) =>
            onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
          }
        >
          <option value="">{es.calendar.allStudios}</option>
          {locations.map((location) => (
            <option key={location.location_id} value={location.location_id}>
              {location.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
