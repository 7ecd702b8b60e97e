import { useEffect, type ReactNode } from 'react';
import { reportError } from '#src/app/error-reporter';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es-site';
import { buttonClass } from '#src/ui/plain/button-class';
import styles from './installable-app.module.css';
import { useInstallOffer, watchInstallOffer } from './install-offer';
import { registerServiceWorker, useWaitingUpdate, whenPageSettled } from './service-worker';
import { publishStudioManifest } from './studio-manifest';

// A constant: only the live build has a service worker and a manifest (mock builds leave the
// scope to MSW's worker), so none of this reaches a mock bundle's start-up.
const LIVE = import.meta.env.VITE_MOCKS !== 'true' && !import.meta.env.DEV;

let watching = false;

/**
 * The installable app beside every screen: in the live build it registers the service worker
 * and publishes the studio's manifest; everywhere it offers 'Instalar app' at the right moment
 * and says when a new version is ready.
 */
export function InstallableApp() {
  const config = useAppConfig();
  useEffect(() => {
    if (!watching) {
      watching = true;
      watchInstallOffer();
    }
  }, []);
  useEffect(() => {
    if (!LIVE) return undefined;
    return whenPageSettled(() =>
      registerServiceWorker()
        .then(() => publishStudioManifest(config))
        .catch((error: unknown) => reportError(error, { where: 'service-worker' })),
    );
  }, [config]);
  return (
    <div className={styles.stack}>
      <UpdateNotice />
      <InstallOffer />
    </div>
  );
}

function Card({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div role="region" aria-label={label} className={styles.card}>
      {children}
    </div>
  );
}

/** "Hay una nueva versión de la app." with "Actualizar", while a new version waits. */
export function UpdateNotice() {
  const update = useWaitingUpdate();
  const text = es.pwa;
  return (
    <div role="status" aria-live="polite">
      {update && (
        <Card label={text.updateReady}>
          <div className={styles.row}>
            <p>{text.updateReady}</p>
            <button type="button" className={buttonClass({ palette: 'brand' })} onClick={update}>
              {text.update}
            </button>
          </div>
        </Card>
      )}
    </div>
  );
}

function InstallOffer() {
  const { shown, install, dismiss } = useInstallOffer();
  const text = es.pwa;
  if (!shown) return null;
  return (
    <Card label={text.installTitle}>
      <div className={styles.column}>
        <p className={styles.title}>{text.installTitle}</p>
        <p className={styles.small}>{text.installBody}</p>
        <div className={styles.actions}>
          <button type="button" className={buttonClass({ variant: 'ghost' })} onClick={dismiss}>
            {text.installLater}
          </button>
          <button type="button" className={buttonClass({ palette: 'brand' })} onClick={install}>
            {text.install}
          </button>
        </div>
      </div>
    </Card>
  );
}
