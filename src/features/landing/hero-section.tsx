import { Link as RouterLink } from 'react-router-dom';
import { useAppConfig } from '#src/config/app-config-context';
import { useFileUrl } from '#src/config/file-url';
import { checkoutPath } from '#src/domain/packages';
import { HOME_RESERVE_PACKAGE_ID } from '#src/domain/public-site';
import { es } from '#src/i18n/es-site';
import { buttonClass } from '#src/ui/plain/button-class';
import layout from '#src/ui/plain/layout.module.css';
import { SiteImage } from '#src/ui/site-image';
import { headingClass } from '#src/ui/plain/heading-class';
import styles from './landing.module.css';

/**
 * The first screen: the studio's name, the hero's title and subtitle (the tagline when there is
 * none), its image (the page's only high-priority image) and the two ways in: buy the home
 * package (commerce §2: the home reserve action uses package 152) or see the schedule.
 */
export function HeroSection() {
  const { raw, businessName, tagline } = useAppConfig();
  const fileUrl = useFileUrl();
  const title = raw.hero_title?.trim() || tagline;
  const subtitle = raw.hero_title?.trim() ? raw.hero_subtitle?.trim() : '';
  const image = raw.hero_image?.trim() ? fileUrl(raw.hero_image.trim()) : null;
  return (
    <section id="inicio" data-section="inicio" aria-labelledby="inicio-titulo" className={styles.hero}>
      <div className={`${layout.container} ${styles.heroInner}`} data-with-image={image ? '' : undefined}>
        <div className={styles.heroText}>
          <h1 id="inicio-titulo" className={headingClass('md', styles.studioName)}>
            {businessName}
          </h1>
          {title && (
            <p className={styles.heroTitle} data-testid="hero-title">
              {title}
            </p>
          )}
          {subtitle && <p className={styles.heroSubtitle}>{subtitle}</p>}
          <div className={styles.heroActions}>
            <RouterLink to={checkoutPath(HOME_RESERVE_PACKAGE_ID)} className={buttonClass({ size: 'lg' })}>
              {es.site.reserve}
            </RouterLink>
            <RouterLink to="/calendario" className={buttonClass({ variant: 'outlined', size: 'lg' })}>
              {es.site.seeSchedule}
            </RouterLink>
          </div>
        </div>
        {image && (
          <SiteImage
            src={image}
            alt=""
            width={800}
            height={600}
            priority
            className={`${styles.wideImage} ${styles.heroImage}`}
          />
        )}
      </div>
    </section>
  );
}
