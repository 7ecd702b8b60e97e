import { Box, Button, Code, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { EventLog } from './event-log';
import { flowsText } from '#src/i18n/es/devtools';
import type { LiveActor } from './live-store';
import { clearLiveLog } from './use-live-flows';

interface Props {
  actors: readonly LiveActor[];
  selected: LiveActor | undefined;
  onPick: (sessionId: string) => void;
}

const valueText = (value: LiveActor['value']): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/** The running actors of one machine; the picked one's state, event log and context. */
export function LivePanel({ actors, selected, onPick }: Props) {
  return (
    <Stack as="section" aria-labelledby="flows-live" gap={4} minW={0}>
      <Heading as="h2" size="lg" id="flows-live">
        {flowsText.live}
      </Heading>
      {actors.length === 0 || !selected ? (
        <Text>{flowsText.noActors}</Text>
      ) : (
        <>
          <Field.Root>
            <Field.Label>{flowsText.actors}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={selected.sessionId} onChange={(e) => onPick(e.target.value)}>
                {actors.map((actor) => (
                  <option key={actor.sessionId} value={actor.sessionId}>
                    {flowsText.actorLabel(actor.sessionId, actor.status)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Box>
            <Heading as="h3" size="sm" mb={1}>
              {flowsText.currentState}
            </Heading>
            <Code data-testid="flow-current-state" fontSize="md" whiteSpace="pre-wrap" wordBreak="break-all">
              {valueText(selected.value)}
            </Code>
          </Box>
          <Box>
            <HStack justify="space-between" mb={1}>
              <Heading as="h3" size="sm">
                {flowsText.events}
              </Heading>
              <Button size="xs" variant="outline" onClick={clearLiveLog}>
                {flowsText.clear}
              </Button>
            </HStack>
            <EventLog events={selected.events} />
          </Box>
          <Box>
            <Heading as="h3" size="sm" mb={1}>
              {flowsText.context}
            </Heading>
            <Box
              as="pre"
              data-testid="flow-context"
              tabIndex={0}
              aria-label={flowsText.context}
              fontSize="xs"
              maxH="320px"
              overflow="auto"
              p={2}
              borderWidth="1px"
              borderRadius="md"
              bg="gray.50"
              color="gray.900"
            >
              {JSON.stringify(selected.context, null, 2)}
            </Box>
          </Box>
        </>
      )}
    </Stack>
  );
}
