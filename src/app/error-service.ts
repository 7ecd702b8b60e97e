import type * as SentryBrowser from '@sentry/browser';
import type { AppConfig } from '#src/config/app-config';
import { setErrorReporter } from './error-reporter';

/**
 * The studio's error-reporting service (decision 032): Sentry, when the app configuration has a
 * `sentry_dsn`. Its SDK is a separate chunk imported only then, so visitors of studios without
 * one never download it; mock builds (QA, e2e) keep the console reporter whatever the config says.
 */
export function sentryDsn(config: Pick<AppConfig, 'raw'>): string | null {
  return config.raw.sentry_dsn?.trim() || null;
}

type SentrySdk = Pick<typeof SentryBrowser, 'init' | 'captureException'>;

export interface ErrorServiceOptions {
  mocked: boolean;
  /** Tests pass their own loader; the app imports the SDK. */
  load?: () => Promise<SentrySdk>;
}

// Destructured, so the bundler keeps only what is used (init's default integrations), not the
// whole SDK namespace (replay, feedback…): 165 KB gzip as a namespace import.
async function loadSentry(): Promise<SentrySdk> {
  const { init, captureException } = await import('@sentry/browser');
  return { init, captureException };
}

/** Plugs the service into `setErrorReporter` when configured; resolves whether it did. */
export async function startErrorService(
  config: Pick<AppConfig, 'raw'>,
  { mocked, load = loadSentry }: ErrorServiceOptions,
): Promise<boolean> {
  const dsn = sentryDsn(config);
  if (mocked || !dsn) return false;
  try {
    const sentry = await load();
    sentry.init({
      dsn,
      environment: config.raw.sentry_environment?.trim() || 'production',
      // reportUncaughtErrors already sends window errors and rejections through the reporter.
      integrations: (defaults) => defaults.filter((integration) => integration.name !== 'GlobalHandlers'),
    });
    setErrorReporter((error, context) => {
      console.error(`[error] ${context.where}`, error);
      sentry.captureException(error, { tags: { where: context.where } });
    });
    return true;
  } catch (error) {
    // The service cannot load (blocked, offline): the console reporter stays.
    console.error(error);
    return false;
  }
}
