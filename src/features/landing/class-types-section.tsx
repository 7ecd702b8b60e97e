import type { ClassType } from '#src/api/entities';
import { Link as RouterLink } from 'react-router-dom';
import { readClassTypes } from '#src/api/reads/public-site';
import { useRead } from '#src/app/use-read';
import { useFileUrl } from '#src/config/file-url';
import { es } from '#src/i18n/es-site';
import { SiteImage } from '#src/ui/site-image';
import { CardGrid } from '#src/ui/card-grid';
import card from '#src/ui/plain/card.module.css';
import styles from './landing.module.css';
import { LandingSection } from './landing-section';

/** The studio's class types, each card leading to its page (/class_type/{id}). */
export function ClassTypesSection({ id }: { id: string }) {
  const read = useRead(readClassTypes, undefined);
  return (
    <LandingSection
      id={id}
      title={es.site.classTypes}
      read={read}
      loading={es.site.classTypesLoading}
      failed={es.site.classTypesError}
    >
      {(types) => (
        <CardGrid items={types} keyOf={(type) => type.class_type_id} columns={{ base: 1, sm: 2, lg: 4 }}>
          {(type) => <ClassTypeCard type={type} />}
        </CardGrid>
      )}
    </LandingSection>
  );
}

function ClassTypeCard({ type }: { type: ClassType }) {
  const fileUrl = useFileUrl();
  const image = type.image?.src ? fileUrl(type.image.src) : null;
  return (
    <article className={`${card.card} ${styles.typeCard}`}>
      {image && <SiteImage src={image} alt="" width={480} height={270} className={styles.cardImage} />}
      <div className={`${card.body} ${styles.cardBody}`}>
        <h3 className={card.title}>
          <RouterLink to={`/class_type/${type.class_type_id}`} className={card.linkOverlay}>
            {type.icon ? (
              <span aria-hidden className={styles.icon}>
                {type.icon}
              </span>
            ) : null}
            {type.name}
          </RouterLink>
        </h3>
        {type.description && <p className={`${styles.muted} ${styles.clamp3}`}>{type.description}</p>}
      </div>
    </article>
  );
}
