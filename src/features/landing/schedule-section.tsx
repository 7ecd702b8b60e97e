import type { ScheduleDay } from '#src/api/entities';
import { lazy, Suspense, useCallback, useState } from 'react';
import { es } from '#src/i18n/es';
import { ClassEventsJsonLd } from '#src/ui/class-events-json-ld';
import { LoadingLine } from '#src/ui/load-states';
import { SectionFrame } from './section-frame';

// The calendar (and its reserve flow) is its own chunk: it loads when the section is near.
const StudioCalendar = lazy(() =>
  import('#src/ui/calendar/studio-calendar').then((module) => ({ default: module.StudioCalendar })),
);

/**
 * This week's in-person classes: the same calendar and reserve flow as /calendario, so a
 * visitor reserves here (logging in through the reserve flow's own modal).
 */
export function ScheduleSection({ id }: { id: string }) {
  const [days, setDays] = useState<readonly ScheduleDay[]>([]);
  const onSchedule = useCallback((week: readonly ScheduleDay[]) => setDays(week), []);
  return (
    <SectionFrame id={id} title={es.site.schedule}>
      <Suspense fallback={<LoadingLine text={es.calendar.loading} />}>
        <StudioCalendar onSchedule={onSchedule} />
      </Suspense>
      <ClassEventsJsonLd classes={days.flatMap((day) => day.single_classes)} />
    </SectionFrame>
  );
}
