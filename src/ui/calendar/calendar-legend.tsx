import { Box, HStack, Text } from '@chakra-ui/react';
import type { ClassCardLook } from '#src/domain/class-card';
import { es } from '#src/i18n/es';
import { LOOK_STYLES } from './class-card-look';

const ITEMS: Array<[ClassCardLook, string]> = [
  ['available', es.calendar.legend.available],
  ['reserved', es.calendar.legend.reserved],
  ['full', es.calendar.legend.full],
];

/** Disponible, Reservada, Sin Lugares: the three looks a class card can have. */
export function CalendarLegend() {
  return (
    <HStack as="ul" aria-label={es.calendar.legend.label} gap="4" flexWrap="wrap" listStyleType="none">
      {ITEMS.map(([look, label]) => (
        <HStack as="li" key={look} gap="2">
          <Box
            aria-hidden
            boxSize="4"
            borderRadius="sm"
            borderWidth="2px"
            borderColor={LOOK_STYLES[look].borderColor}
            bg={LOOK_STYLES[look].bg}
          />
          <Text fontSize="sm">{label}</Text>
        </HStack>
      ))}
    </HStack>
  );
}
