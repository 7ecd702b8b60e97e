import { Alert, Center, Container, Heading, Spinner, Text } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Await, useAsyncError, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { es } from '#src/i18n/es';
import { showError } from '#src/ui/alerts';
import { SafeHtml } from '#src/ui/safe-html';
import { loadPage, type Page } from './load-page';

// The page is streamed: the spinner shows at once and the request runs while the route renders.
export function loader({ request }: LoaderFunctionArgs) {
  const slug = decodeURIComponent(new URL(request.url).pathname.replace(/^\/+|\/+$/g, ''));
  return { page: loadPage(slug) };
}

export function Component() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <Container maxW="4xl" py={10}>
      <Suspense
        fallback={
          <Center py={16} role="status" aria-live="polite">
            <Spinner size="lg" />
            <Text srOnly>{es.content.loading}</Text>
          </Center>
        }
      >
        <Await resolve={page} errorElement={<PageLoadError />}>
          {(loaded: Page) => <PageContent page={loaded} />}
        </Await>
      </Suspense>
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

function PageLoadError() {
  const error = useAsyncError();
  useEffect(() => {
    // The specs send a page load failure to the global alert as well.
    showError(error instanceof Error ? error.message : es.content.loadError);
  }, [error]);
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{es.content.loadError}</Alert.Title>
    </Alert.Root>
  );
}
