import type { ScheduleDay } from '#src/api/entities';
import { useState, type ReactNode } from 'react';
import { es } from '#src/i18n/es-calendar';
import { buttonClass } from '#src/ui/plain/button-class';
import { headingClass } from '#src/ui/plain/heading-class';
import { dayNumber, weekdayName, weekdayShort } from './calendar-dates';
import styles from './calendar.module.css';

interface DayPickerProps {
  days: readonly string[];
  schedule: readonly ScheduleDay[];
  today: string;
  /** One day's classes: the customers' cards, or the back-office's (src/admin/schedule). */
  renderDay: (day: ScheduleDay) => ReactNode;
}

/**
 * Phone: one day at a time, chosen from the week's seven days. It opens on today when today is
 * in the week shown, otherwise on Monday. Which day is open is view state only: the schedule
 * already holds the whole week. Plain elements, as the rest of the calendar's frame.
 */
export function DayPicker({ days, schedule, today, renderDay }: DayPickerProps) {
  const [selected, setSelected] = useState(() => (days.includes(today) ? today : (days[0] ?? today)));
  const day = schedule.find((entry) => entry.date === selected);
  return (
    <div className={styles.dayPicker}>
      <div role="group" aria-label={es.calendar.dayPicker} className={styles.dayButtons}>
        {days.map((option) => (
          <button
            key={option}
            type="button"
            className={buttonClass(
              { variant: option === selected ? 'solid' : 'ghost', palette: 'brand' },
              styles.dayButton,
            )}
            aria-pressed={option === selected}
            aria-label={`${weekdayName(option)} ${dayNumber(option)}`}
            onClick={() => setSelected(option)}
          >
            <span className={styles.dayButtonWeekday}>{weekdayShort(option)}</span>
            <span className={styles.dayButtonNumber}>{dayNumber(option)}</span>
          </button>
        ))}
      </div>
      <section aria-labelledby="calendario-dia-elegido">
        <h3 id="calendario-dia-elegido" className={headingClass('md', styles.dayTitle)}>
          {`${weekdayName(selected)} ${dayNumber(selected)}`}
        </h3>
        {day && day.single_classes.length > 0 ? (
          renderDay(day)
        ) : (
          <p className={styles.muted}>{es.calendar.emptyDay}</p>
        )}
      </section>
    </div>
  );
}
