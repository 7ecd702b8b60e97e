import { Box, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LANDING_SECTION_RULES } from '#src/domain/landing-sections';
import {
  moveSection,
  sectionsInOrder,
  type SettingsErrors,
  type SettingsValues,
} from '#src/domain/studio-settings';
import { es } from '#src/i18n/es-admin';
import { SettingField } from './setting-field';

const text = es.studio.settings;

/** The landing's sections: each one on or off, moved up or down; the landing follows this order. */
export function LandingOrder({
  values,
  errors,
  onChange,
}: {
  values: SettingsValues;
  errors: SettingsErrors;
  onChange: (changes: Record<string, string>) => void;
}) {
  const order = sectionsInOrder(values);
  return (
    <Box>
      <Heading as="h3" size="sm">
        {text.landingOrder}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="2">
        {text.landingOrderHint}
      </Text>
      <Stack as="ol" gap="1" data-testid="landing-order">
        {order.map((key, index) => {
          const rule = LANDING_SECTION_RULES.find((candidate) => candidate.key === key)!;
          const name = text.landingSections[key];
          return (
            <HStack as="li" key={key} justify="space-between" borderWidth="1px" rounded="md" px="3" py="1">
              <Box flex="1">
                <SettingField
                  rule={{ key: rule.enabledKey, kind: 'flag' }}
                  label={name}
                  values={values}
                  error={undefined}
                  onChange={onChange}
                />
                {errors[rule.orderKey] && (
                  <Text color="fg.error" fontSize="sm">
                    {errors[rule.orderKey]}
                  </Text>
                )}
              </Box>
              <Text fontSize="sm" color="fg.muted">
                {text.position(index + 1)}
              </Text>
              <IconButton
                size="sm"
                variant="outline"
                aria-label={text.moveUp(name)}
                disabled={index === 0}
                onClick={() => onChange(moveSection(values, key, -1))}
              >
                ↑
              </IconButton>
              <IconButton
                size="sm"
                variant="outline"
                aria-label={text.moveDown(name)}
                disabled={index === order.length - 1}
                onClick={() => onChange(moveSection(values, key, 1))}
              >
                ↓
              </IconButton>
            </HStack>
          );
        })}
      </Stack>
    </Box>
  );
}
