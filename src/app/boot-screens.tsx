import { es } from '#src/i18n/es-site';
import { buttonClass } from '#src/ui/plain/button-class';
import styles from './boot-screens.module.css';

/**
 * When the studio's configuration could not be read. Plain elements on the built theme's
 * stylesheet (decision 042): no studio colours yet, and nothing more to download to say so.
 */
export function BootError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.screen}>
      <div className={styles.message} role="alert">
        <p>{es.app.bootError}</p>
        <button type="button" className={buttonClass({ palette: 'gray', size: 'md' })} onClick={onRetry}>
          {es.app.retry}
        </button>
      </div>
    </div>
  );
}
