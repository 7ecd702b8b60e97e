import { Link as RouterLink } from 'react-router-dom';
import { useAppConfig } from '#src/config/app-config-context';
import { usePages } from '#src/config/pages-context';
import { footerPages, whatsappUrl } from '#src/domain/contact-links';
import { safeUrl } from '#src/domain/link-url';
import { es } from '#src/i18n/es-site';
import { headingClass } from '#src/ui/plain/heading-class';
import layout from '#src/ui/plain/layout.module.css';
import link from '#src/ui/plain/link.module.css';
import styles from './footer.module.css';

const VENDOR_URL = 'https://studio-booking.example/';

function ExternalLink({ href, children, onDark }: { href: string; children: string; onDark?: boolean }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={onDark ? `${link.link} ${styles.onDark}` : link.link}
    >
      {children}
      <span className={layout.visuallyHidden}> {es.footer.newTab}</span>
    </a>
  );
}

export function Footer() {
  const { raw } = useAppConfig();
  const pages = footerPages(usePages());
  const contact = [
    raw.whatsapp && { label: es.footer.whatsapp, href: whatsappUrl(raw.whatsapp) },
    raw.email && { label: raw.email, href: `mailto:${raw.email}` },
    raw.facebook && { label: es.footer.facebook, href: raw.facebook },
    raw.instagram && { label: es.footer.instagram, href: raw.instagram },
    raw.tiktok && { label: es.footer.tiktok, href: raw.tiktok },
    // The studio's addresses go through the one URL check; a refused one is left out.
  ].filter((item): item is { label: string; href: string } => Boolean(item && safeUrl(item.href, 'link')));

  return (
    <footer className={styles.footer}>
      <div className={`${layout.container} ${styles.columns}`}>
        <section aria-labelledby="footer-contact" className={styles.column}>
          <h2 id="footer-contact" className={headingClass('sm')}>
            {es.footer.contact}
          </h2>
          {contact.map((item) => (
            <ExternalLink key={item.href} href={item.href}>
              {item.label}
            </ExternalLink>
          ))}
        </section>
        <section aria-labelledby="footer-location" className={styles.column}>
          <h2 id="footer-location" className={headingClass('sm')}>
            {es.footer.location}
          </h2>
          {raw.location && <p>{raw.location}</p>}
        </section>
        <nav aria-labelledby="footer-information" className={styles.column}>
          <h2 id="footer-information" className={headingClass('sm')}>
            {es.footer.information}
          </h2>
          {pages.map((page) => (
            <RouterLink key={page.page_id} to={`/${page.slug}`} className={link.link}>
              {page.title}
            </RouterLink>
          ))}
          <RouterLink to="/avisos" className={link.link}>
            {es.footer.announcements}
          </RouterLink>
          <RouterLink to="/accesibilidad" className={link.link}>
            {es.accessibility.footerLink}
          </RouterLink>
        </nav>
      </div>
      <div className={styles.vendor}>
        {es.footer.poweredBy}{' '}
        <ExternalLink href={VENDOR_URL} onDark>
          {es.footer.vendor}
        </ExternalLink>
      </div>
    </footer>
  );
}
