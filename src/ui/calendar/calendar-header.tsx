import { memo } from 'react';
import type { CalendarWeek } from '#src/domain/calendar-week';
import { es } from '#src/i18n/es';
import { buttonClass } from '#src/ui/plain/button-class';
import { headingClass } from '#src/ui/plain/heading-class';
import { monthLabel } from './calendar-dates';
import styles from './calendar.module.css';

interface CalendarHeaderProps {
  week: CalendarWeek;
  onPreviousMonth(): void;
  onNextMonth(): void;
  onPreviousWeek(): void;
  onNextWeek(): void;
}

const arrowButton = buttonClass({ variant: 'ghost', size: 'sm', icon: true });

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/**
 * The month with previous/next month, and 'Semana n' with previous/next week. Plain elements
 * (calendar.module.css): it renders again with every week switch.
 */
export const CalendarHeader = memo(function CalendarHeader({ week, ...on }: CalendarHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.group}>
        <button
          type="button"
          className={arrowButton}
          aria-label={es.calendar.previousMonth}
          onClick={on.onPreviousMonth}
        >
          <Arrow direction="left" />
        </button>
        <h2 className={headingClass('lg', styles.month)} aria-live="polite">
          {monthLabel(week.month)}
        </h2>
        <button
          type="button"
          className={arrowButton}
          aria-label={es.calendar.nextMonth}
          onClick={on.onNextMonth}
        >
          <Arrow direction="right" />
        </button>
      </div>
      <div className={styles.group}>
        <button
          type="button"
          className={arrowButton}
          aria-label={es.calendar.previousWeek}
          onClick={on.onPreviousWeek}
        >
          <Arrow direction="left" />
        </button>
        <p className={styles.week} aria-live="polite" data-testid="calendar-week">
          {es.calendar.week(week.weekOfMonth)}
        </p>
        <button
          type="button"
          className={arrowButton}
          aria-label={es.calendar.nextWeek}
          onClick={on.onNextWeek}
        >
          <Arrow direction="right" />
        </button>
      </div>
    </div>
  );
});
