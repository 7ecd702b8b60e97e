import type { ScheduleDay } from '#src/api/entities';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '#src/app/use-page-meta';
import { useAppConfig } from '#src/config/app-config-context';
import { sharedClassFrom } from '#src/domain/shared-class';
import { es } from '#src/i18n/es-calendar';
import { StudioCalendar } from '#src/ui/calendar/studio-calendar';
import { ClassEventsJsonLd } from '#src/ui/class-events-json-ld';
import { headingClass } from '#src/ui/plain/heading-class';
import layout from '#src/ui/plain/layout.module.css';
import { useFirstWeek } from './first-week';
import styles from './public-calendar.module.css';

/**
 * /calendario: the public schedule ('Horarios'); reserving from it asks a visitor to log in.
 * Plain elements, no Chakra: it is the first screen of visitors who come from a link or a search
 * (issue 16); the reserve flow's modals bring Chakra when they open.
 */
export function Component() {
  const [search] = useSearchParams();
  // Read once: the link opens the calendar; moving between weeks afterwards is the visitor's.
  const [sharedClass] = useState(() => sharedClassFrom(search));
  const firstWeek = useFirstWeek();
  const { businessName } = useAppConfig();
  usePageMeta({ title: es.calendar.publicTitle, description: es.site.calendarDescription(businessName) });
  // The week on screen, published as schema.org Events.
  const [days, setDays] = useState<readonly ScheduleDay[]>([]);
  return (
    <div className={`${layout.container} ${layout.wide} ${styles.page}`}>
      <h1 className={headingClass('2xl')}>{es.calendar.publicTitle}</h1>
      <p className={styles.subtitle}>{es.calendar.publicSubtitle}</p>
      <StudioCalendar sharedClass={sharedClass} firstWeek={firstWeek} onSchedule={setDays} />
      <ClassEventsJsonLd classes={days.flatMap((day) => day.single_classes)} />
    </div>
  );
}
