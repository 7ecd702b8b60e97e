import { Link as RouterLink } from 'react-router-dom';
import { bannerTarget } from '#src/domain/banner';
import { es } from '#src/i18n/es-site';
import layout from '#src/ui/plain/layout.module.css';
import styles from './top-banner.module.css';

export const BANNER_HEIGHT_PX = 45;

/**
 * The studio's announcement strip above the navbar. It is clickable when it has a link: in-app
 * for the studio's own domain or a path, otherwise in a new tab. Hidden (slid out) it also
 * leaves the focus order and the accessibility tree.
 */
export function TopBanner({
  text,
  link,
  domain,
  visible,
}: {
  text: string;
  link: string | null;
  domain: string | null;
  visible: boolean;
}) {
  const target = bannerTarget(link ?? undefined, domain ?? undefined);
  const content = <span className={styles.text}>{text}</span>;
  return (
    <div
      data-testid="top-banner"
      data-state={visible ? 'visible' : 'hidden'}
      className={styles.banner}
      style={{ height: BANNER_HEIGHT_PX }}
    >
      {target.kind === 'internal' && (
        <RouterLink to={target.to} className={styles.link}>
          {content}
        </RouterLink>
      )}
      {target.kind === 'external' && (
        <a href={target.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {content}
          <span className={layout.visuallyHidden}> {es.shell.newTab}</span>
        </a>
      )}
      {target.kind === 'none' && content}
    </div>
  );
}
