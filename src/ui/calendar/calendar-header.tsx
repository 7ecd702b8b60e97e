import { Heading, HStack, IconButton, Text } from '@chakra-ui/react';
import type { CalendarWeek } from '#src/domain/calendar-week';
import { es } from '#src/i18n/es';
import { monthLabel } from './calendar-dates';

interface CalendarHeaderProps {
  week: CalendarWeek;
  onPreviousMonth(): void;
  onNextMonth(): void;
  onPreviousWeek(): void;
  onNextWeek(): void;
}

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

/** The month with previous/next month, and 'Semana n' with previous/next week. */
export function CalendarHeader({ week, ...on }: CalendarHeaderProps) {
  return (
    <HStack justify="space-between" flexWrap="wrap" gap="3">
      <HStack gap="1">
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={es.calendar.previousMonth}
          onClick={on.onPreviousMonth}
        >
          <Arrow direction="left" />
        </IconButton>
        <Heading as="h2" size="lg" minW="44" textAlign="center" aria-live="polite">
          {monthLabel(week.month)}
        </Heading>
        <IconButton variant="ghost" size="sm" aria-label={es.calendar.nextMonth} onClick={on.onNextMonth}>
          <Arrow direction="right" />
        </IconButton>
      </HStack>
      <HStack gap="1">
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={es.calendar.previousWeek}
          onClick={on.onPreviousWeek}
        >
          <Arrow direction="left" />
        </IconButton>
        <Text
          fontWeight="semibold"
          minW="24"
          textAlign="center"
          aria-live="polite"
          data-testid="calendar-week"
        >
          {es.calendar.week(week.weekOfMonth)}
        </Text>
        <IconButton variant="ghost" size="sm" aria-label={es.calendar.nextWeek} onClick={on.onNextWeek}>
          <Arrow direction="right" />
        </IconButton>
      </HStack>
    </HStack>
  );
}
