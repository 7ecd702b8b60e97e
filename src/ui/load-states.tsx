import { isNetworkFailure } from '#src/api/errors';
import { es } from '#src/i18n/es-site';
import { PlainAlert } from './plain/alert';
import { buttonClass } from './plain/button-class';
import spinner from './plain/spinner.module.css';
import styles from './load-states.module.css';

// Plain elements with static classes (src/ui/plain) rather than Chakra's: the landing shows
// these before Chakra is needed at all (docs/performance.md), and they look the same.

/** What a screen shows while its data loads: a spinner that says what it waits for. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <div role="status" className={styles.line}>
      <span className={spinner.spinner} />
      <p>{text}</p>
    </div>
  );
}

/**
 * What a click shows while the dialog it opens is still arriving (its code is fetched on first
 * use): the same line, floating over the page, so the click is answered at once.
 */
export function LoadingNotice() {
  return (
    <div className={styles.floating}>
      <LoadingLine text={es.app.loading} />
    </div>
  );
}

/** A failed load ends here, with a way to try again: never a spinner forever. */
export function LoadError({
  text,
  onRetry,
  onClose,
}: {
  text: string;
  onRetry: () => void;
  /** Offered where giving up leaves the page usable (a dialog that did not come). */
  onClose?: (() => void) | undefined;
}) {
  return (
    <PlainAlert status="error">
      <div>{text}</div>
      <div className={styles.actions}>
        <button type="button" className={buttonClass({ palette: 'red' })} onClick={onRetry}>
          {es.app.retry}
        </button>
        {onClose && (
          <button
            type="button"
            className={buttonClass({ variant: 'outlined', palette: 'red' })}
            onClick={onClose}
          >
            {es.alerts.close}
          </button>
        )}
      </div>
    </PlainAlert>
  );
}

/**
 * What a click shows when the dialog it opens could not be downloaded (no connection): floating
 * where 'Cargando…' was, over a page that stays as it was, with a retry that downloads it again.
 */
export function LoadFailedNotice({ onRetry, onClose }: { onRetry: () => void; onClose?: () => void }) {
  return (
    <div className={styles.floating}>
      <div className={styles.floatingAlert}>
        <LoadError text={es.app.partLoadFailed} onRetry={onRetry} onClose={onClose} />
      </div>
    </div>
  );
}

interface ReadStateProps {
  read: { status: 'loading' | 'ready' | 'refreshing' | 'failed'; retry: () => void; error?: unknown };
  loading: string;
  failed: string;
  /** Say so while a refresh or another page loads too (the current data stays on screen). */
  whileRefreshing?: boolean;
}

/**
 * The loading line or the load error with retry of one read; nothing once it is ready. A read
 * that got no answer at all says it needs a connection (decision 038), with the retry.
 */
export function ReadState({ read, loading, failed, whileRefreshing = false }: ReadStateProps) {
  if (read.status === 'loading' || (whileRefreshing && read.status === 'refreshing'))
    return <LoadingLine text={loading} />;
  if (read.status === 'failed') {
    const text = isNetworkFailure(read.error) ? `${failed} ${es.pwa.offlineNeedsServer}` : failed;
    return <LoadError text={text} onRetry={read.retry} />;
  }
  return null;
}
