import type { ClassCardLook } from '#src/domain/class-card';
import { es } from '#src/i18n/es-calendar';
import { colourVar, LOOK_STYLES } from './class-card-look';
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
      {ITEMS.map(([look, label]) => (
        <li key={look} className={styles.legendItem}>
          <span
            aria-hidden
            className={styles.swatch}
            style={{
              borderColor: colourVar(LOOK_STYLES[look].borderColor),
              background: colourVar(LOOK_STYLES[look].bg),
            }}
          />
          <span className={styles.small}>{label}</span>
        </li>
      ))}
    </ul>
  );
}
