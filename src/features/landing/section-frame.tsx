import { Box, Container, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
