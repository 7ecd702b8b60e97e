import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, setErrorReporter } from '#src/app/error-reporter';
import { startErrorService } from '#src/app/error-service';

// Counts how often the real module specifier '@sentry/browser' is imported (the factory runs then).
const sdk = vi.hoisted(() => ({ imports: 0, init: vi.fn(), captureException: vi.fn() }));
vi.mock('@sentry/browser', () => {
  sdk.imports += 1;
  return { init: sdk.init, captureException: sdk.captureException };
});

const config = (raw: Record<string, string>) => ({ raw });
const DSN = 'https://abc123@o1.ingest.sentry.io/42';

describe('the error-reporting service', () => {
  afterEach(() => setErrorReporter(null));

  it('is not imported when the studio configures none, nor in mock mode', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await startErrorService(config({}), { mocked: false })).toBe(false);
    expect(await startErrorService(config({ sentry_dsn: '  ' }), { mocked: false })).toBe(false);
    expect(await startErrorService(config({ sentry_dsn: DSN }), { mocked: true })).toBe(false);
    expect(sdk.imports).toBe(0);
    // The console reporter is still the one in place.
    const failure = new Error('sin servicio');
    reportError(failure, { where: '/calendario' });
    expect(console.error).toHaveBeenCalledWith('[error] /calendario', failure);
    expect(sdk.captureException).not.toHaveBeenCalled();
  });

  it('is imported with a DSN, started without its own global handlers, and receives reports', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await startErrorService(config({ sentry_dsn: DSN }), { mocked: false })).toBe(true);
    expect(sdk.imports).toBe(1);
    const options = sdk.init.mock.calls[0]![0] as {
      dsn: string;
      environment: string;
      integrations: (defaults: { name: string }[]) => { name: string }[];
    };
    expect(options).toMatchObject({ dsn: DSN, environment: 'production' });
    expect(options.integrations([{ name: 'GlobalHandlers' }, { name: 'Breadcrumbs' }])).toEqual([
      { name: 'Breadcrumbs' },
    ]);
    const failure = new Error('falló la reserva');
    reportError(failure, { where: '/mystudio' });
    expect(sdk.captureException).toHaveBeenCalledWith(failure, { tags: { where: '/mystudio' } });
  });

  it('keeps the console reporter when the SDK cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = () => Promise.reject(new Error('blocked'));
    expect(await startErrorService(config({ sentry_dsn: DSN }), { mocked: false, load })).toBe(false);
    const failure = new Error('otra');
    reportError(failure, { where: 'window' });
    expect(console.error).toHaveBeenCalledWith('[error] window', failure);
  });
});
