import { useAppConfig } from '#src/config/app-config-context';
import { useLocation } from 'react-router-dom';
import { floatingWhatsappShown, whatsappUrl } from '#src/domain/contact-links';
import { es } from '#src/i18n/es-site';
import { WhatsAppIcon } from './shell-icons';
import styles from './whatsapp-button.module.css';

/**
 * The floating WhatsApp chat button, when the studio turns the widget on and has a number.
 * A darker WhatsApp green keeps the white icon at more than 3:1 contrast. Never on a form screen,
 * where it would cover a field or a button (src/domain/contact-links.ts).
 */
export function WhatsAppButton() {
  const { whatsapp, whatsappWidget } = useAppConfig();
  const { pathname } = useLocation();
  if (!whatsappWidget || !whatsapp || !floatingWhatsappShown(pathname)) return null;
  return (
    <a
      href={whatsappUrl(whatsapp)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${es.shell.whatsapp} ${es.shell.newTab}`}
      className={styles.button}
    >
      <WhatsAppIcon />
    </a>
  );
}
