import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { readAnnouncements } from '#src/api/reads/public-site';
import { useRead } from '#src/app/use-read';
import { es } from '#src/i18n/es';
import { AnnouncementList } from './announcement-list';
import { LandingSection } from './landing-section';

/** The landing shows the latest few; /avisos has them all. */
const SHOWN = 3;

export function AnnouncementsSection({ id }: { id: string }) {
  const read = useRead(readAnnouncements, undefined);
  return (
    <LandingSection
      id={id}
      title={es.site.announcements}
      read={read}
      loading={es.site.announcementsLoading}
      failed={es.site.announcementsError}
    >
      {(announcements) => (
        <>
          <AnnouncementList announcements={announcements.slice(0, SHOWN)} level="h3" />
          <Button asChild variant="outline" mt={6}>
            <RouterLink to="/avisos">{es.site.allAnnouncements}</RouterLink>
          </Button>
        </>
      )}
    </LandingSection>
  );
}
