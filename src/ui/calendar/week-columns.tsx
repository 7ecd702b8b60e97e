import type { ScheduleDay } from '#src/api/entities';
import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { dayNumber, weekdayName } from './calendar-dates';

interface WeekColumnsProps {
  days: readonly string[];
  schedule: readonly ScheduleDay[];
  today: string;
  /** One day's classes: the customers' cards, or the back-office's (src/admin/schedule). */
  renderDay: (day: ScheduleDay | undefined) => ReactNode;
}

/** Desktop: the seven days side by side, each a labelled region with its cards. */
export function WeekColumns({ days, schedule, today, renderDay }: WeekColumnsProps) {
  return (
    <Grid templateColumns="repeat(7, minmax(0, 1fr))" gap="3" alignItems="start">
      {days.map((day) => {
        const headingId = `calendario-dia-${day}`;
        return (
          <Box as="section" key={day} aria-labelledby={headingId} data-day={day} minW="0">
            <Heading
              as="h3"
              id={headingId}
              size="sm"
              textAlign="center"
              pb="2"
              mb="3"
              borderBottomWidth="2px"
              borderColor={day === today ? 'brand.solid' : 'border'}
            >
              <Text as="span" display="block" fontWeight="normal">
                {weekdayName(day)}
              </Text>
              <Text as="span" display="block" fontSize="2xl">
                {dayNumber(day)}
              </Text>
            </Heading>
            {renderDay(schedule.find((entry) => entry.date === day))}
          </Box>
        );
      })}
    </Grid>
  );
}
