import type { ClassCardLook } from '#src/domain/class-card';
import { es } from '#src/i18n/es-calendar';
import look from './look.module.css';
import styles from './calendar.module.css';

const ITEMS: Array<[ClassCardLook, string]> = [
  ['available', es.calendar.legend.available],
  ['reserved', es.calendar.legend.reserved],
  ['full', es.calendar.legend.full],
];

/** Disponible, Reservada, Sin Lugares: the three looks a class card can have. */
export function CalendarLegend() {
  return (
    <ul aria-label={es.calendar.legend.label} className={styles.legend}>
      {ITEMS.map(([lookName, label]) => (
        <li key={lookName} className={styles.legendItem}>
          <span aria-hidden className={`${styles.swatch} ${look.look}`} data-look={lookName} />
          <span className={styles.small}>{label}</span>
        </li>
      ))}
    </ul>
  );
}
