import { Box, Heading, HStack, List, Text } from '@chakra-ui/react';
import { contrastChecks, type SettingsValues } from '#src/domain/studio-settings';
import { es } from '#src/i18n/es-admin';

const text = es.studio.settings.contrast;

/** The WCAG AA check of the chosen colours, live as they are typed. */
export function ContrastReport({ values }: { values: SettingsValues }) {
  const checks = contrastChecks(values);
  if (checks.length === 0) return null;
  return (
    <Box borderWidth="1px" rounded="md" p="3" data-testid="contrast-report">
      <Heading as="h3" size="sm" mb="2">
        {text.title}
      </Heading>
      <List.Root gap="1" variant="plain">
        {checks.map((check) => {
          const ratio = check.ratio.toFixed(2);
          const verdict = check.passes
            ? text.passes(ratio)
            : check.used
              ? text.fails(ratio, check.used)
              : text.failsPlain(ratio);
          return (
            <List.Item key={check.id}>
              <HStack align="start" gap="2">
                <Box
                  aria-hidden="true"
                  flexShrink={0}
                  mt="1"
                  boxSize="3"
                  rounded="full"
                  bg={check.passes ? 'green.600' : 'orange.500'}
                />
                <Text>
                  <Text as="span" fontWeight="semibold">{`${text[check.id]}: `}</Text>
                  {verdict}
                </Text>
              </HStack>
            </List.Item>
          );
        })}
      </List.Root>
    </Box>
  );
}
