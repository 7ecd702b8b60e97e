import type { ScheduleDay } from '#src/api/entities';
import { Flex, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { calendarActors } from '#machines/calendar/actors';
import { calendarMachine } from '#machines/calendar/machine';
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
import { es } from '#src/i18n/es';
import { LoadError, LoadingLine } from '#src/ui/load-states';
import { CalendarHeader } from './calendar-header';
import { CalendarLegend } from './calendar-legend';
import { DayClasses } from './day-classes';
import { DayPicker } from './day-picker';
import { StudioFilter } from './studio-filter';
import { useCardBindings } from './use-card-bindings';
import { WeekColumns } from './week-columns';
import { appNow } from '#src/domain/app-clock';
import { useFlow } from '#src/app/use-flow';
import { useShownSnapshot } from '#src/app/use-shown-snapshot';
import { useReadAgainWhenStale } from '#src/app/freshness';
import type { SharedClass } from '#src/domain/shared-class';

/**
 * The weekly calendar of /mystudio and /calendario (and a coach's page, with `instructorId`, and
 * the landing's schedule). `onSchedule` hears each week it shows (the public pages publish it as
 * structured data).
 */
export function StudioCalendar({
  instructorId = null,
  sharedClass = null,
  onSchedule,
}: {
  instructorId?: number | null;
  /** A shared link's class: its week opens and, when it can be reserved, its reserve modal. */
  sharedClass?: SharedClass | null;
  onSchedule?: (days: readonly ScheduleDay[]) => void;
}) {
  const { timezoneOffset } = useAppConfig();
  // The studio's today, fixed for the screen's life: the calendar opens on its week.
  const [today] = useState(() => studioDay(appNow(), timezoneOffset));
  const calendar = useFlow(calendarMachine, {
    actors: calendarActors,
    input: { today, instructorId, sharedClass },
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
  const isPhone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;

  // After a reservation or a waitlist change, the same week again.
  const onChanged = () => calendar.send({ type: 'calendar.reload' });
  useReadAgainWhenStale(onChanged);
  const cards = useCardBindings(onChanged);
  const bindings = cards.bindings;
  useEffect(() => {
    if (!loading && !failure) onSchedule?.(schedule);
  }, [schedule, loading, failure, onSchedule]);
  const days = useMemo(() => daysOfWeek(week), [week]);
  const renderDay = (day: ScheduleDay | undefined) => <DayClasses day={day} bindings={bindings} />;

  return (
    <Stack gap="5" mt="6" data-testid="calendar">
      <CalendarHeader
        week={week}
        onPreviousMonth={() => calendar.send({ type: 'calendar.month.previous' })}
        onNextMonth={() => calendar.send({ type: 'calendar.month.next' })}
        onPreviousWeek={() => calendar.send({ type: 'calendar.week.previous' })}
        onNextWeek={() => calendar.send({ type: 'calendar.week.next' })}
      />
      <Flex justify="space-between" align="end" gap="4" flexWrap="wrap">
        <CalendarLegend />
        {showsFilter ? (
          <StudioFilter
            locations={locations}
            value={locationId}
            onChange={(id) => calendar.send({ type: 'calendar.location.select', locationId: id })}
          />
        ) : null}
      </Flex>
      {refreshing ? <LoadingLine text={es.calendar.refreshing} /> : null}
      {loading ? <LoadingLine text={es.calendar.loading} /> : null}
      {failure ? (
        <LoadError text={failure} onRetry={() => calendar.send({ type: 'calendar.retry' })} />
      ) : null}
      {!loading && !failure && emptyWeek ? <Text>{es.calendar.emptyWeek}</Text> : null}
      {!loading && !failure && !emptyWeek ? (
        isPhone ? (
          <DayPicker key={week.start} days={days} schedule={schedule} today={today} renderDay={renderDay} />
        ) : (
          <WeekColumns days={days} schedule={schedule} today={today} renderDay={renderDay} />
        )
      ) : null}
      {cards.element}
    </Stack>
  );
}
