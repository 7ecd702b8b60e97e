import { Button, Dialog, Portal, QrCode, Stack, Text } from '@chakra-ui/react';
import { es } from '#src/i18n/es';
import { adminReservationUrl } from './admin-link';
import type { ReservationRow } from './reservation-rows';

/**
 * Código de Acceso: the reservation's QR code. It opens the admin-side page of the reservation,
 * so staff scan it at the door. Generated in the browser (Chakra's QR code): no service sees it.
 */
export function AccessCodeModal({ row, onClose }: { row: ReservationRow | null; onClose: () => void }) {
  const text = es.reservations;
  const url = row ? adminReservationUrl(window.location, row.id) : '';
  return (
    <Dialog.Root open={row !== null} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{text.accessCode}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {row && (
                <Stack align="center" gap="3">
                  <Text fontWeight="semibold" textTransform="capitalize">
                    {row.className} · {row.when}
                  </Text>
                  <QrCode.Root value={url} size="xl" encoding={{ ecc: 'M' }} data-url={url}>
                    <QrCode.Frame role="img" aria-label={text.accessCodeImage(row.className, row.when)}>
                      <QrCode.Pattern />
                    </QrCode.Frame>
                  </QrCode.Root>
                  <Text color="fg.muted" textAlign="center">
                    {text.accessCodeHint}
                  </Text>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {text.close}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
