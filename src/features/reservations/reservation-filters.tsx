import { Button, Group } from '@chakra-ui/react';
import { es } from '#src/i18n/es';
import { RESERVATION_FILTERS, type ReservationFilter } from './reservations-api';

/** Todas, Próximas, Pasadas, Canceladas: toggle buttons, the chosen one pressed. */
export function ReservationFilters({
  value,
  onChange,
}: {
  value: ReservationFilter;
  onChange: (filter: ReservationFilter) => void;
}) {
  return (
    <Group role="group" aria-label={es.reservations.filtersLabel} attached flexWrap="wrap" mb="4">
      {RESERVATION_FILTERS.map((filter) => (
        <Button
          key={filter}
          size="sm"
          variant={filter === value ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={filter === value}
          onClick={() => filter !== value && onChange(filter)}
        >
          {es.reservations.filters[filter]}
        </Button>
      ))}
    </Group>
  );
}
