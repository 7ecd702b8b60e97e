import { Box, Container, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Read } from '#src/app/use-read';
import { ReadState } from '#src/ui/load-states';

interface LandingSectionProps<T> {
  /** The anchor (`/#nosotros`) and the section's marker for tests and styles. */
  id: string;
  title: string;
  read: Read<T[], undefined>;
  loading: string;
  failed: string;
  children: (items: T[]) => ReactNode;
}

/**
 * A landing section that shows server data: its heading, then the loading line, or its own
 * error with a retry (never a blank page), or its content. A section with nothing to show is
 * not shown at all.
 */
export function LandingSection<T>({ id, title, read, loading, failed, children }: LandingSectionProps<T>) {
  if (read.status === 'ready' && read.data?.length === 0) return null;
  return (
    <SectionFrame id={id} title={title}>
      <ReadState read={read} loading={loading} failed={failed} />
      {read.data && read.data.length > 0 && children(read.data)}
    </SectionFrame>
  );
}

/** The frame every landing section shares: a labelled region with its h2. */
export function SectionFrame({
  id,
  title,
  children,
  bg,
}: {
  id: string;
  title: string;
  children: ReactNode;
  bg?: string;
}) {
  const headingId = `${id}-titulo`;
  return (
    <Box as="section" id={id} data-section={id} aria-labelledby={headingId} py={{ base: 10, md: 14 }} bg={bg}>
      <Container maxW="6xl">
        <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} mb={6}>
          {title}
        </Heading>
        {children}
      </Container>
    </Box>
  );
}
