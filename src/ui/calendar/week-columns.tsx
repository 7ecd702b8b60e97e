import type { ScheduleDay } from '#src/api/entities';
import { memo, type ReactNode } from 'react';
import { headingClass } from '#src/ui/plain/heading-class';
import { dayNumber, weekdayName } from './calendar-dates';
import styles from './week.module.css';

interface WeekColumnsProps {
  days: readonly string[];
  schedule: readonly ScheduleDay[];
  today: string;
  /** One day's classes: the customers' cards, or the back-office's (src/admin/schedule). */
  renderDay: (day: ScheduleDay | undefined) => ReactNode;
}

/**
 * Desktop: the seven days side by side, each a labelled region with its cards. Plain elements
 * (week.module.css), keyed by their place in the week: the next week updates them instead of
 * creating them again (decision 095).
 */
export function WeekColumns({ days, schedule, today, renderDay }: WeekColumnsProps) {
  return (
    <div className={styles.columns}>
      {days.map((day, weekday) => (
        <section
          key={weekday}
          aria-labelledby={`calendario-dia-${day}`}
          data-day={day}
          className={styles.day}
        >
          <DayHeading day={day} today={day === today} />
          {renderDay(schedule.find((entry) => entry.date === day))}
        </section>
      ))}
    </div>
  );
}

const DayHeading = memo(function DayHeading({ day, today }: { day: string; today: boolean }) {
  return (
    <h3
      id={`calendario-dia-${day}`}
      className={headingClass('sm', today ? `${styles.dayHeading} ${styles.today}` : styles.dayHeading)}
    >
      <span className={styles.weekday}>{weekdayName(day)}</span>
      <span className={styles.dayNumber}>{dayNumber(day)}</span>
    </h3>
  );
});
