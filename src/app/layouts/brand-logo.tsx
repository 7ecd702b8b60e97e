import { Link as RouterLink } from 'react-router-dom';
import { useAppConfig } from '#src/config/app-config-context';
import { useFileUrl } from '#src/config/file-url';
import { es } from '#src/i18n/es-site';
import link from '#src/ui/plain/link.module.css';
import styles from './brand-logo.module.css';

/** The studio's logo (or name) linking home. */
export function BrandLogo() {
  const config = useAppConfig();
  const fileUrl = useFileUrl();
  const name = config.businessName || es.shell.home;
  return (
    <RouterLink to="/" className={`${link.link} ${styles.logo}`}>
      {config.navbarLogo ? (
        <img src={fileUrl(config.navbarLogo)} alt={name} className={styles.image} />
      ) : (
        name
      )}
    </RouterLink>
  );
}
