import type { StudioLocation } from '#src/api/entities';
import { useId } from 'react';
import { es } from '#src/i18n/es-calendar';
import styles from './studio-filter.module.css';

interface StudioFilterProps {
  locations: readonly StudioLocation[];
  value: number | null;
  onChange(locationId: number | null): void;
}

/**
 * 'Todos los Estudios' or one studio; the calendar shows it only with more than one. A plain
 * select with Chakra's NativeSelect look (studio-filter.module.css): the calendar is the first
 * screen of /calendario, which does without Chakra (docs/performance.md).
 */
export function StudioFilter({ locations, value, onChange }: StudioFilterProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {es.calendar.studioFilter}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          className={styles.select}
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
        </select>
        <svg
          className={styles.indicator}
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </div>
    </div>
  );
}
