import { CloseButton, createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { es } from '#src/i18n/es';

/** The toaster behind src/ui/alerts.tsx: loaded with the first alert. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

export type AlertsToaster = typeof toaster;

/** Where the alerts show; tells `onReady` once it listens, so no alert is created before. */
export function ToasterOutlet({ onReady }: { onReady: (ready: AlertsToaster) => void }) {
  useEffect(() => onReady(toaster), [onReady]);
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'md' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Stack gap="1" flex="1">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            </Stack>
            {toast.closable && (
              <Toast.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={es.alerts.close} />
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
