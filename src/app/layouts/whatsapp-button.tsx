import { IconButton } from '@chakra-ui/react';
import { useAppConfig } from '#src/config/app-config-context';
import { useLocation } from 'react-router-dom';
import { floatingWhatsappShown, whatsappUrl } from '#src/domain/contact-links';
import { es } from '#src/i18n/es';
import { WhatsAppIcon } from './shell-icons';

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
    <IconButton
      asChild
      aria-label={`${es.shell.whatsapp} ${es.shell.newTab}`}
      position="fixed"
      bottom={5}
      insetEnd={5}
      zIndex="sticky"
      size="xl"
      rounded="full"
      bg="#128c7e"
      color="white"
      shadow="lg"
      _hover={{ bg: '#075e54' }}
    >
      <a href={whatsappUrl(whatsapp)} target="_blank" rel="noopener noreferrer">
        <WhatsAppIcon />
      </a>
    </IconButton>
  );
}
