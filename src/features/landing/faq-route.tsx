import { Container, Heading } from '@chakra-ui/react';
import { readOptionalPage } from '#src/api/reads/pages';
import { usePageMeta } from '#src/app/use-page-meta';
import { useRead } from '#src/app/use-read';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';
import { ReadState } from '#src/ui/load-states';
import { SafeHtml } from '#src/ui/safe-html';

const FAQ_SLUG = 'preguntas-frecuentes';

/** /preguntas-frecuentes: the title page, with the content page of that slug when there is one. */
export function Component() {
  const { businessName } = useAppConfig();
  const read = useRead(readOptionalPage, { slug: FAQ_SLUG });
  const title = read.data?.title || es.site.faq;
  usePageMeta({ title, description: es.site.faqDescription(businessName) });
  return (
    <Container maxW="4xl" py={10}>
      <Heading as="h1" size="2xl" mb={6}>
        {title}
      </Heading>
      <ReadState read={read} loading={es.site.faqLoading} failed={es.site.faqError} />
      {read.data?.content && <SafeHtml html={read.data.content} />}
    </Container>
  );
}
