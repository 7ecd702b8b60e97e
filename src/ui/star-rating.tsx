import { Box, chakra, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { STAR_VALUES } from '#src/domain/rating';
import { es } from '#src/i18n/es';

interface StarRatingProps {
  /** The question, read as the group's name. */
  label: string;
  /** Groups on one screen need distinct names (the radios' `name`). */
  name: string;
  value: number | null;
  onChange: (stars: number) => void;
  disabled?: boolean;
  /** The id of a message that explains what is missing, when there is one. */
  errorId?: string | undefined;
}

const Star = ({ on }: { on: boolean }) => (
  <Text as="span" aria-hidden="true" fontSize="2xl" lineHeight="1" color={on ? 'orange.600' : 'gray.500'}>
    {on ? '★' : '☆'}
  </Text>
);

/**
 * Stars from 1 to 5 as a radio group: one native radio a star, so the arrow keys, the screen
 * reader's "3 estrellas, 3 de 5" and the form semantics come for free.
 */
export function StarRating({ label, name, value, onChange, disabled, errorId }: StarRatingProps) {
  return (
    <chakra.fieldset border="0" p="0" m="0" aria-describedby={errorId} disabled={disabled}>
      <chakra.legend fontWeight="semibold" mb="1">
        {label}
      </chakra.legend>
      <HStack gap="1">
        {STAR_VALUES.map((stars) => (
          <chakra.label
            key={stars}
            cursor={disabled ? 'default' : 'pointer'}
            borderRadius="sm"
            px="0.5"
            _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.solid', outlineOffset: '2px' }}
          >
            <VisuallyHidden asChild>
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
              />
            </VisuallyHidden>
            <VisuallyHidden>{es.reservations.stars.option(stars)}</VisuallyHidden>
            <Star on={value !== null && stars <= value} />
          </chakra.label>
        ))}
      </HStack>
    </chakra.fieldset>
  );
}

/** Stars already given, read-only: one image with its count as the name. */
export function StarsShown({ value, label }: { value: number; label?: string }) {
  return (
    <Box as="span" role="img" aria-label={label ?? es.reservations.stars.value(value)} display="inline-flex">
      {STAR_VALUES.map((stars) => (
        <Star key={stars} on={stars <= value} />
      ))}
    </Box>
  );
}
