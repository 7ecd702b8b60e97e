import type { ScheduleDay } from '#src/api/entities';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { es } from '#src/i18n/es';
import { dayNumber, weekdayName, weekdayShort } from './calendar-dates';

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
 * already holds the whole week.
 */
export function DayPicker({ days, schedule, today, renderDay }: DayPickerProps) {
  const [selected, setSelected] = useState(() => (days.includes(today) ? today : (days[0] ?? today)));
  const day = schedule.find((entry) => entry.date === selected);
  return (
    <Stack gap="4">
      <HStack role="group" aria-label={es.calendar.dayPicker} gap="1" justify="space-between">
        {days.map((option) => (
          <Button
            key={option}
            size="sm"
            flex="1"
            minW="0"
            px="0"
            h="auto"
            py="2"
            flexDirection="column"
            gap="0"
            variant={option === selected ? 'solid' : 'ghost'}
            colorPalette="brand"
            aria-pressed={option === selected}
            aria-label={`${weekdayName(option)} ${dayNumber(option)}`}
            onClick={() => setSelected(option)}
          >
            <Text as="span" fontSize="xs">
              {weekdayShort(option)}
            </Text>
            <Text as="span" fontSize="md" fontWeight="bold">
              {dayNumber(option)}
            </Text>
          </Button>
        ))}
      </HStack>
      <section aria-labelledby="calendario-dia-elegido">
        <Heading as="h3" id="calendario-dia-elegido" size="md" mb="3">
          {`${weekdayName(selected)} ${dayNumber(selected)}`}
        </Heading>
        {day && day.single_classes.length > 0 ? (
          renderDay(day)
        ) : (
          <Text color="fg.muted">{es.calendar.emptyDay}</Text>
        )}
      </section>
    </Stack>
  );
}
