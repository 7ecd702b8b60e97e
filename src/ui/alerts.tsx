import { CloseButton, createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { ERROR_ALERT_MS, isSuppressedAlert, SUCCESS_ALERT_MS } from '#src/domain/alerts';

/**
 * The global alert: errors in red for 5 s, successes in green for 3 s, both dismissible.
 * Any view, or a machine's action through the provider, calls `showError` / `showSuccess`.
 */
const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

export function showError(text: string): void {
  if (isSuppressedAlert(text)) return;
  toaster.create({ type: 'error', title: text, duration: ERROR_ALERT_MS, closable: true });
}

export function showSuccess(text: string): void {
  if (isSuppressedAlert(text)) return;
  toaster.create({ type: 'success', title: text, duration: SUCCESS_ALERT_MS, closable: true });
}

export function dismissAlerts(): void {
  toaster.dismiss();
}

export function AlertsOutlet() {
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
                <CloseButton size="sm" aria-label="Cerrar" />
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
