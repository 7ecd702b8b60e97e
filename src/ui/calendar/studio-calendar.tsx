import type { ScheduleDay } from '#src/api/entities';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { calendarActors } from '#machines/calendar/actors';
import { calendarMachine, type FirstWeek } from '#machines/calendar/machine';
import {
  selectDays,
  selectFailure,
  selectIsEmptyWeek,
  selectIsLoading,
  selectIsRefreshing,
  selectLocationId,
  selectLocations,
  selectShowsStudioFilter,
  selectWeek,
} from '#machines/calendar/selectors';
import { useAppConfig } from '#src/config/app-config-context';
import { daysOfWeek, studioDay } from '#src/domain/calendar-week';
import { es } from '#src/i18n/es-calendar';
import { LoadError, LoadingLine } from '#src/ui/load-states';
import { useIsPhone } from '#src/ui/plain/use-media-query';
import { CalendarHeader } from './calendar-header';
import { CalendarLegend } from './calendar-legend';
import { DayClasses } from './day-classes';
import { DayPicker } from './day-picker';
import { StudioFilter } from './studio-filter';
import { useCardBindings } from './use-card-bindings';
import { useWholeCards } from './use-whole-cards';
import { whenIdle } from '#machines/shared/when-idle';
import styles from './calendar.module.css';
import { WeekColumns } from './week-columns';
import { appNow } from '#src/domain/app-clock';
import { useFlow } from '#src/app/use-flow';
import { useShownSnapshot } from '#src/app/use-shown-snapshot';
import { useReadAgainForReader, useReadAgainWhenStale } from '#src/app/freshness';
import { useSession } from '#src/app/session-context';
import { selectCustomer } from '#machines/session/selectors';
import type { SharedClass } from '#src/domain/shared-class';

const Legend = memo(CalendarLegend);
const Filter = memo(StudioFilter);

/**
 * The weekly calendar of /mystudio and /calendario (and a coach's page, with `instructorId`, and
 * the landing's schedule). `onSchedule` hears each week it shows (the public pages publish it as
 * structured data).
 */
export const StudioCalendar = memo(function StudioCalendar({
  instructorId = null,
  sharedClass = null,
  firstWeek = null,
  onSchedule,
}: {
  instructorId?: number | null;
  /** A shared link's class: its week opens and, when it can be reserved, its reserve modal. */
  sharedClass?: SharedClass | null;
  /** Today's week and the studios, read before the calendar showed (/calendario's loader). */
  firstWeek?: FirstWeek | null;
  onSchedule?: (days: readonly ScheduleDay[]) => void;
}) {
  const { timezoneOffset } = useAppConfig();
  // The studio's today, fixed for the screen's life: the calendar opens on its week.
  const [today] = useState(() => firstWeek?.today ?? studioDay(appNow(), timezoneOffset));
  const calendar = useFlow(calendarMachine, {
    actors: calendarActors,
    input: { today, instructorId, sharedClass, firstWeek },
    // Handlers run after render, when the card bindings below exist.
    on: {
      'calendar.sharedClass': ({ singleClass }) => {
        const { stateOf, actions } = cards.bindings;
        if (stateOf(singleClass).buttons.includes('reserve')) actions.reserve(singleClass);
      },
    },
  });
  // Shown in transitions: a week of cards renders in slices, not in one blocking task.
  const shown = useShownSnapshot(calendar);
  const week = selectWeek(shown);
  const schedule = selectDays(shown);
  const loading = selectIsLoading(shown);
  const refreshing = selectIsRefreshing(shown);
  const failure = selectFailure(shown);
  const emptyWeek = selectIsEmptyWeek(shown);
  const showsFilter = selectShowsStudioFilter(shown);
  const locations = selectLocations(shown);
  const locationId = selectLocationId(shown);
  const isPhone = useIsPhone();

  // After a reservation or a waitlist change, the same week again.
  const onChanged = () => calendar.send({ type: 'calendar.reload' });
  useReadAgainWhenStale(onChanged);
  // A class names only the reader's own places (decision 056): read again for whoever reads now.
  useReadAgainForReader(useSession(selectCustomer)?.customer_id ?? null, onChanged);
  const cards = useCardBindings(onChanged);
  const bindings = cards.bindings;
  useEffect(() => {
    if (loading || failure || !onSchedule) return;
    // Heard when the page is idle: what listens (structured data) is not on screen, and a
    // week's worth of it would otherwise delay showing the week (issue 16).
    return whenIdle(() => onSchedule(schedule));
  }, [schedule, loading, failure, onSchedule]);
  const days = useMemo(() => daysOfWeek(week), [week]);
  const showsWeek = !loading && !failure && !emptyWeek;
  const frame = useRef<HTMLDivElement>(null);
  // A phone shows one day: its cards whole at once, without measuring the rows on screen in the
  // commit (that forced layout held up a tap on Reservar as the day appeared, issue 34).
  const { wholeCards, wholeNow } = useWholeCards(
    `${week.start} ${locationId}`,
    showsWeek && !isPhone ? Math.max(0, ...schedule.map((day) => day.single_classes.length)) : 0,
    frame,
  );
  const renderDay = (day: ScheduleDay | undefined) => (
    <DayClasses day={day} bindings={bindings} wholeCards={wholeCards} />
  );
  // Stable, so the memoised header and filter are not rendered again with each week.
  const navigation = useMemo(
    () => ({
      onPreviousMonth: () => calendar.send({ type: 'calendar.month.previous' }),
      onNextMonth: () => calendar.send({ type: 'calendar.month.next' }),
      onPreviousWeek: () => calendar.send({ type: 'calendar.week.previous' }),
      onNextWeek: () => calendar.send({ type: 'calendar.week.next' }),
    }),
    [calendar],
  );
  const selectLocation = useCallback(
    (id: number | null) => calendar.send({ type: 'calendar.location.select', locationId: id }),
    [calendar],
  );

  return (
    <div
      ref={frame}
      className={styles.calendar}
      data-testid="calendar"
      // A keyboard reaching the cards meets every card's buttons, in order.
      onFocus={(event) => {
        if (event.target instanceof Element && event.target.closest('[data-cards]')) wholeNow();
      }}
    >
      <CalendarHeader week={week} {...navigation} />
      <div className={styles.bar}>
        <Legend />
        {showsFilter ? <Filter locations={locations} value={locationId} onChange={selectLocation} /> : null}
      </div>
      {refreshing ? <LoadingLine text={es.calendar.refreshing} /> : null}
      {loading ? <LoadingLine text={es.calendar.loading} /> : null}
      {failure ? (
        <LoadError text={failure} onRetry={() => calendar.send({ type: 'calendar.retry' })} />
      ) : null}
      {!loading && !failure && emptyWeek ? <p>{es.calendar.emptyWeek}</p> : null}
      {showsWeek ? (
        isPhone ? (
          <DayPicker key={week.start} days={days} schedule={schedule} today={today} renderDay={renderDay} />
        ) : (
          <WeekColumns days={days} schedule={schedule} today={today} renderDay={renderDay} />
        )
      ) : null}
      {cards.element}
    </div>
  );
});
