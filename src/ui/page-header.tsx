import { Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An account screen's title (its one h1) with the screen's own actions beside it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <HStack justify="space-between" align="center" mb={6} gap="4" wrap="wrap">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children}
    </HStack>
  );
}
