import { Button, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { readCoachClasses } from '#src/api/reads/videos';
import { useRead } from '#src/app/use-read';
import { useAppConfig } from '#src/config/app-config-context';
import { appNow } from '#src/domain/app-clock';
import { addDays, studioDay } from '#src/domain/calendar-week';
import { NEXT_CLASS_LOOKAHEAD_DAYS, nextClassOf } from '#src/domain/coach-next-class';
import { dayjs, DATE_FORMAT, TIME_FORMAT } from '#src/domain/dates';
import { sharedClassPath } from '#src/domain/shared-class';
import { es } from '#src/i18n/es';

/**
 * 'Reserva una clase presencial con {coach}': shown only when the coach has a class ahead in the
 * next two weeks; it opens that class on the calendar, with its reserve modal (the class's
 * shareable link).
 */
export function CoachNextClass({ instructorId, coach }: { instructorId: number; coach: string }) {
  const { timezoneOffset } = useAppConfig();
  const query = useMemo(() => {
    const today = studioDay(appNow(), timezoneOffset);
    return { instructorId, start: today, end: addDays(today, NEXT_CLASS_LOOKAHEAD_DAYS) };
  }, [instructorId, timezoneOffset]);
  const read = useRead(readCoachClasses, query);
  if (!read.data) return null;
  const next = nextClassOf(read.data, appNow(), timezoneOffset);
  if (!next) return null;
  const when = dayjs.utc(next.class_date).format(`${DATE_FORMAT} ${TIME_FORMAT}`);
  return (
    <Button
      asChild
      variant="outline"
      colorPalette="brand"
      alignSelf="flex-start"
      h="auto"
      py="2"
      whiteSpace="normal"
    >
      <RouterLink to={sharedClassPath(next)} data-testid="coach-next-class">
        <span>
          {es.videos.video.bookCoach(coach)}
          <Text as="span" display="block" fontSize="sm" fontWeight="normal">
            {es.videos.video.nextClass(when)}
          </Text>
        </span>
      </RouterLink>
    </Button>
  );
}
