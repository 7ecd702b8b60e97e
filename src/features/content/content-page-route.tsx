import type { Page } from '#src/api/entities';
import { Container, Heading, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { readPage } from '#src/api/reads/pages';
import { usePageMeta } from '#src/app/use-page-meta';
import { useRead } from '#src/app/use-read';
import { es } from '#src/i18n/es';
import { showError } from '#src/ui/alerts';
import { ReadState } from '#src/ui/load-states';
import { SafeHtml } from '#src/ui/safe-html';

/** A content page at its own slug (the router has one route per page the studio publishes). */
export function Component() {
  const slug = decodeURIComponent(useLocation().pathname.replace(/^\/+|\/+$/g, ''));
  const read = useRead(readPage, { slug });
  usePageMeta(read.data ? { title: read.data.title } : {});
  const failure = read.status === 'failed' ? read.error : null;
  useEffect(() => {
    // The specs send a page load failure to the global alert as well.
    if (failure) showError(failure instanceof Error ? failure.message : es.content.loadError);
  }, [failure]);
  return (
    <Container maxW="4xl" py={10}>
      <ReadState read={read} loading={es.content.loading} failed={es.content.loadError} />
      {read.data && <PageContent page={read.data} />}
    </Container>
  );
}

function PageContent({ page }: { page: Page }) {
  return (
    <article>
      <Heading as="h1" size="2xl" mb={6}>
        {page.title}
      </Heading>
      {page.content ? <SafeHtml html={page.content} /> : <Text>{es.content.empty}</Text>}
    </article>
  );
}
