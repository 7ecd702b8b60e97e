import { Container, Text } from '@chakra-ui/react';
import { readAnnouncements } from '#src/api/reads/public-site';
import { usePageMeta } from '#src/app/use-page-meta';
import { useRead } from '#src/app/use-read';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';
import { ReadState } from '#src/ui/load-states';
import { PageHeader } from '#src/ui/page-header';
import { AnnouncementList } from './announcement-list';

/** /avisos: every announcement, or the specs' empty text. */
export function Component() {
  const { businessName } = useAppConfig();
  usePageMeta({ title: es.site.announcements, description: es.site.announcementsDescription(businessName) });
  const read = useRead(readAnnouncements, undefined);
  return (
    <Container maxW="4xl" py={10}>
      <PageHeader title={es.site.announcements} />
      <ReadState read={read} loading={es.site.announcementsLoading} failed={es.site.announcementsError} />
      {read.data &&
        (read.data.length > 0 ? (
          <AnnouncementList announcements={read.data} level="h2" />
        ) : (
          <Text>{es.site.announcementsEmpty}</Text>
        ))}
    </Container>
  );
}
