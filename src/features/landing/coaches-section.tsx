import type { Instructor } from '#src/api/entities';
import { Link as RouterLink } from 'react-router-dom';
import { readHomeInstructors } from '#src/api/reads/public-site';
import { useRead } from '#src/app/use-read';
import { useFileUrl } from '#src/config/file-url';
import { initialsOf } from '#src/domain/initials';
import { fullName } from '#src/domain/full-name';
import { es } from '#src/i18n/es-site';
import { SiteImage } from '#src/ui/site-image';
import { CardGrid } from '#src/ui/card-grid';
import card from '#src/ui/plain/card.module.css';
import styles from './landing.module.css';
import { LandingSection } from './landing-section';

/** The coaches the studio puts on its home page, each leading to their profile. */
export function CoachesSection({ id }: { id: string }) {
  const read = useRead(readHomeInstructors, undefined);
  return (
    <LandingSection
      id={id}
      title={es.site.coaches}
      read={read}
      loading={es.site.coachesLoading}
      failed={es.site.coachesError}
    >
      {(coaches) => (
        <CardGrid items={coaches} keyOf={(coach) => coach.instructor_id} columns={{ base: 2, md: 4 }}>
          {(coach) => <CoachCard coach={coach} />}
        </CardGrid>
      )}
    </LandingSection>
  );
}

function CoachCard({ coach }: { coach: Instructor }) {
  const fileUrl = useFileUrl();
  const name = fullName(coach);
  const photo = coach.file?.src ? fileUrl(coach.file.src) : null;
  return (
    <article className={`${card.card} ${styles.coachCard}`}>
      {photo ? (
        <SiteImage
          src={photo}
          alt={es.site.coachPhoto(name)}
          width={160}
          height={160}
          className={styles.coachPhoto}
        />
      ) : (
        // Initials in the studio's colours, without Chakra's Avatar: its Zag machine (only there
        // to watch a photo load) made the landing chunk every visitor preloads twice as big.
        <div className={styles.initials} aria-hidden="true">
          {initialsOf(name)}
        </div>
      )}
      <h3 className={`${card.title} ${styles.coachName}`}>
        <RouterLink to={`/instructor/${coach.instructor_id}`} className={card.linkOverlay}>
          {name}
        </RouterLink>
      </h3>
      {coach.quote && <p className={`${styles.muted} ${styles.quote} ${styles.clamp2}`}>“{coach.quote}”</p>}
    </article>
  );
}
