import { Box, Code, Table, Text } from '@chakra-ui/react';
import { flowsText } from '#src/i18n/es/devtools';
import type { LogEntry } from './live-store';

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** Wall-clock time of the app tab, to the millisecond: events often come in bursts. */
export function logTime(at: number): string {
  const d = new Date(at);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

function payloadText(payload: LogEntry['payload']): string {
  if (
    payload &&
    typeof payload === 'object' &&
    !Array.isArray(payload) &&
    Object.keys(payload).length === 0
  ) {
    return '—';
  }
  const text = JSON.stringify(payload);
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

/** The selected actor's events, newest first. */
export function EventLog({ events }: { events: readonly LogEntry[] }) {
  if (events.length === 0) return <Text fontSize="sm">{flowsText.noEvents}</Text>;
  return (
    <Box
      maxH="320px"
      overflow="auto"
      tabIndex={0}
      role="region"
      aria-label={flowsText.events}
      borderWidth="1px"
      borderRadius="md"
    >
      <Table.Root size="sm" data-testid="flow-event-log">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{flowsText.time}</Table.ColumnHeader>
            <Table.ColumnHeader>{flowsText.event}</Table.ColumnHeader>
            <Table.ColumnHeader>{flowsText.payload}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {events.map((entry) => (
            <Table.Row key={entry.seq}>
              <Table.Cell fontFamily="mono" whiteSpace="nowrap" fontSize="xs">
                {logTime(entry.at)}
              </Table.Cell>
              <Table.Cell fontFamily="mono" wordBreak="break-all" minW="9rem">
                {entry.type}
              </Table.Cell>
              <Table.Cell minW="12rem">
                <Code wordBreak="break-all" whiteSpace="pre-wrap" bg="transparent" color="gray.800">
                  {payloadText(entry.payload)}
                </Code>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
