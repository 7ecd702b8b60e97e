import { useSyncExternalStore } from 'react';
import { es } from '#src/i18n/es-site';
import styles from './offline-notice.module.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** A discreet line at the foot of the screen while the device has no network. */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <div role="status" aria-live="polite">
      {online ? null : <div className={styles.notice}>{es.app.offline}</div>}
    </div>
  );
}
