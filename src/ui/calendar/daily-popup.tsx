import { CloseButton, Dialog, Image, Link, Portal } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AppConfig } from '#src/config/app-config';
import { flag } from '#src/config/app-config';
import { useFileUrl } from '#src/config/file-url';
import { DAILY_POPUP_STORAGE_KEY, localDay, shouldShowDailyPopup } from '#src/domain/daily-popup';
import { safeUrl } from '#src/domain/link-url';
import { es } from '#src/i18n/es';
import { appNow } from '#src/domain/app-clock';
import { stayOpenOnFocusOutside } from '#src/ui/dialog-focus';

function readLastShown(): string | null {
  try {
    return window.localStorage.getItem(DAILY_POPUP_STORAGE_KEY);
  } catch {
    return null; // storage blocked: the popup may show again, which is harmless
  }
}

function rememberShown(day: string): void {
  try {
    window.localStorage.setItem(DAILY_POPUP_STORAGE_KEY, day);
  } catch {
    // storage blocked: nothing to remember it in
  }
}

/**
 * The in-person popup of /mystudio (popup_presencial_*): its image, linking to its link, at most
 * once per calendar day. Being shown counts, so closing it or leaving the page both use up the day.
 */
export function DailyPopup({ config }: { config: Pick<AppConfig, 'raw'> }) {
  const fileUrl = useFileUrl();
  // An image address or a link the one URL check refuses is dropped: no popup, or no link.
  const src = fileUrl(config.raw.popup_presencial_src);
  const link = safeUrl(config.raw.popup_presencial_link, 'link') ?? '';
  const [today] = useState(() => localDay(appNow()));
  const [open, setOpen] = useState(() =>
    shouldShowDailyPopup({
      enabled: flag(config.raw, 'popup_presencial_enabled'),
      src,
      lastShownDay: readLastShown(),
      today,
    }),
  );
  useEffect(() => {
    if (open) rememberShown(today);
  }, [open, today]);
  if (!open) return null;

  const image = <Image src={src} alt={es.calendar.popup.image} maxH="70vh" mx="auto" />;
  const internal = link.startsWith('/');
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && setOpen(false)}
      onFocusOutside={stayOpenOnFocusOutside}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={es.calendar.popup.title}>
            <Dialog.Body pt="12">
              {link === '' ? (
                image
              ) : internal ? (
                <Link asChild display="block">
                  <RouterLink to={link} onClick={() => setOpen(false)}>
                    {image}
                  </RouterLink>
                </Link>
              ) : (
                <Link href={link} target="_blank" rel="noopener noreferrer" display="block">
                  {image}
                </Link>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={es.calendar.popup.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
