import { Outlet } from 'react-router-dom';
import { es } from '#src/i18n/es-site';
import { useRouteFocus } from '#src/app/use-route-focus';
import link from '#src/ui/plain/link.module.css';
import { OfflineNotice } from '#src/ui/offline-notice';
import { Footer } from './footer';
import styles from './public-layout.module.css';
import { SiteHeader } from './site-header';

export function PublicLayout() {
  useRouteFocus();
  return (
    <div className={styles.page}>
      <a href="#contenido" className={`${link.link} ${styles.skipLink}`}>
        {es.app.skipToContent}
      </a>
      <SiteHeader />
      <main id="contenido" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <OfflineNotice />
    </div>
  );
}
