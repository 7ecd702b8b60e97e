import type { ScheduleDay } from '#src/api/entities';
import { memo, useId } from 'react';
import { ClassCard, type CardBindings } from './class-card';
import styles from './week.module.css';

interface DayClassesProps {
  day: ScheduleDay | undefined;
  bindings: CardBindings;
  /**
   * How many of the day's first cards are rendered whole; the rest show their name and time
   * until they are (decision 044). All of them when not given.
   */
  wholeCards?: number;
}

/**
 * The cards of one day, in the order the schedule gives them (by start time). Keyed by their place
 * in the day: another week or a reload updates the cards on screen in place rather than removing
 * and creating a week of elements (decision 095). A card holds no state of its own to carry over.
 */
export const DayClasses = memo(function DayClasses({
  day,
  bindings,
  wholeCards = Infinity,
}: DayClassesProps) {
  const idPrefix = useId();
  return (
    <div className={styles.cards} data-cards>
      {(day?.single_classes ?? []).map((singleClass, index) => (
        <ClassCard
          key={index}
          singleClass={singleClass}
          bindings={bindings}
          id={`${idPrefix}-${index}`}
          brief={index >= wholeCards}
        />
      ))}
    </div>
  );
});
