import { memo, type ReactNode } from 'react';
import type { CalendarWeek } from '#src/domain/calendar-week';
import { es } from '#src/i18n/es-calendar';
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

/** A label between its previous and next buttons (the month's, the week's). */
function Stepper({
  previous,
  next,
  children,
}: {
  previous: { label: string; onClick(): void };
  next: { label: string; onClick(): void };
  children: ReactNode;
}) {
  return (
    <div className={styles.group}>
      <button type="button" className={arrowButton} aria-label={previous.label} onClick={previous.onClick}>
        <Arrow direction="left" />
      </button>
      {children}
      <button type="button" className={arrowButton} aria-label={next.label} onClick={next.onClick}>
        <Arrow direction="right" />
      </button>
    </div>
  );
}

/**
 * The month with previous/next month, and 'Semana n' with previous/next week. Plain elements
 * (calendar.module.css): it renders again with every week switch.
 */
export const CalendarHeader = memo(function CalendarHeader({ week, ...on }: CalendarHeaderProps) {
  return (
    <div className={styles.header}>
      <Stepper
        previous={{ label: es.calendar.previousMonth, onClick: on.onPreviousMonth }}
        next={{ label: es.calendar.nextMonth, onClick: on.onNextMonth }}
      >
        <h2 className={headingClass('lg', styles.month)} aria-live="polite">
          {monthLabel(week.month)}
        </h2>
      </Stepper>
      <Stepper
        previous={{ label: es.calendar.previousWeek, onClick: on.onPreviousWeek }}
        next={{ label: es.calendar.nextWeek, onClick: on.onNextWeek }}
      >
        <p className={styles.week} aria-live="polite" data-testid="calendar-week">
          {es.calendar.week(week.weekOfMonth)}
        </p>
      </Stepper>
    </div>
  );
});
