import { Badge, Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { machineRegistry } from '#machines/registry';
import { flowsText } from './flows-text';
import { actorsOf } from './live-store';
import { useLiveFlows } from './use-live-flows';

/** /__flows: every registered machine, with how many of its actors are running. */
export function Component() {
  const live = useLiveFlows();
  return (
    <Container as="main" maxW="4xl" py={8}>
      <Stack gap={4}>
        <Heading as="h1" size="2xl">
          {flowsText.title}
        </Heading>
        <Text>{flowsText.intro}</Text>
        <Heading as="h2" size="lg">
          {flowsText.machines}
        </Heading>
        <List.Root as="ul" gap={3} listStyle="none" ms={0}>
          {machineRegistry.map((entry) => {
            const running = actorsOf(live, entry.machine.id).filter((a) => a.status === 'active').length;
            return (
              <List.Item key={entry.id} borderWidth="1px" borderRadius="md" p={3}>
                <Stack gap={1}>
                  <Link asChild fontWeight="bold" color="blue.700">
                    <RouterLink to={`/__flows/${entry.id}`}>{entry.title}</RouterLink>
                  </Link>
                  <Text fontSize="sm" fontFamily="mono">
                    machines/{entry.id} · id «{entry.machine.id}»
                  </Text>
                  {running > 0 && (
                    <Badge alignSelf="flex-start" colorPalette="green">
                      {flowsText.running(running)}
                    </Badge>
                  )}
                </Stack>
              </List.Item>
            );
          })}
        </List.Root>
      </Stack>
    </Container>
  );
}
