import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useLocation, useRouteError } from 'react-router-dom';
import { es } from '#src/i18n/es-site';
import { buttonClass } from '#src/ui/plain/button-class';
import { headingClass } from '#src/ui/plain/heading-class';
import layout from '#src/ui/plain/layout.module.css';
import styles from './route-error.module.css';
import { isChunkLoadError } from './chunk-load-error';
import { reportError } from './error-reporter';

const text = es.app.routeError;

/**
 * What a screen shows instead of itself when it fails to load or render: a Spanish message, a
 * way to try again and a way back, inside the site's chrome. The error goes to the reporter.
 * Plain elements: it must show even when Chakra's own file is what failed to download.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  // A lazy screen's file that did not arrive: most often the app was updated since this tab loaded it.
  const stale = isChunkLoadError(error);
  const missing = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!missing) reportError(error, { where: pathname });
    heading.current?.focus();
  }, [error, missing, pathname]);
  return (
    <div className={`${layout.container} ${styles.screen}`} role="alert">
      <h1 className={headingClass('xl')} ref={heading} tabIndex={-1}>
        {missing ? text.missingTitle : text.title}
      </h1>
      <p className={styles.body}>{stale ? text.stale : missing ? text.missing : text.body}</p>
      <div className={styles.actions}>
        {!missing && (
          <button
            type="button"
            className={buttonClass({ palette: 'brand', size: 'md' })}
            onClick={() => window.location.reload()}
          >
            {stale ? text.reload : text.retry}
          </button>
        )}
        <RouterLink to="/" className={buttonClass({ variant: 'outlined', size: 'md' })}>
          {text.home}
        </RouterLink>
      </div>
    </div>
  );
}
