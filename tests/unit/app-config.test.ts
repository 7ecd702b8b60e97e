import { describe, expect, it } from 'vitest';
import { flag, toAppConfig } from '#src/config/app-config';

describe('the app configuration', () => {
  it('reads the key/value list with the specs defaults', () => {
    const config = toAppConfig([
      { key: 'business_name', value: 'Estudio' },
      { key: 'timezone_offset', value: '' },
    ]);
    expect(config).toMatchObject({
      businessName: 'Estudio',
      classPackagesName: 'Paquetes',
      classPackagesPath: '/paquetes',
      timezoneOffset: 6,
    });
  });

  it('keeps configured values and reads flags', () => {
    const config = toAppConfig([
      { key: 'class_packages_name', value: 'Membresías' },
      { key: 'timezone_offset', value: '5' },
      { key: 'waitlist_enabled', value: 'true' },
      { key: 'videos_enabled', value: null },
    ]);
    expect(config.classPackagesName).toBe('Membresías');
    expect(config.timezoneOffset).toBe(5);
    expect(flag(config.raw, 'waitlist_enabled')).toBe(true);
    expect(flag(config.raw, 'videos_enabled')).toBe(false);
  });
  it('has the specs defaults for the shell settings when nothing is configured', () => {
    const config = toAppConfig([]);
    expect(config).toMatchObject({
      aboutEnabled: false,
      singleClassEnabled: false,
      videosEnabled: false,
      subscriptionsEnabled: false,
      allowRestrictedClassTypes: false,
      waitlistEnabled: false,
      bannerEnabled: false,
      bannerText: '',
      bannerLink: null,
      domain: null,
      whatsapp: null,
      whatsappWidget: false,
      favicon: null,
      socialMediaImage: null,
      appCss: '',
      headTrackingCodes: '',
      bodyTrackingCodes: '',
      colors: { accent: null, dark: null, gray: null, light: null, primaryLight: null },
      files: { location: 'server', s3Endpoint: null, bucket: null, region: null },
    });
    expect(config.primary).toMatch(/^#[\da-f]{6}$/i);
  });

  it('offers Nosotros only when the landing shows its about section', () => {
    const about = (entries: Record<string, string>) =>
      toAppConfig(Object.entries(entries).map(([key, value]) => ({ key, value }))).aboutEnabled;
    expect(about({ about_enabled: 'true', about_text: 'Somos…' })).toBe(true);
    expect(about({ about_enabled: 'true' })).toBe(false);
    expect(about({ about_enabled: 'false', about_text: 'Somos…' })).toBe(false);
  });

  it('reads the shell, branding, colour and file settings', () => {
    const config = toAppConfig([
      { key: 'about_enabled', value: 'true' },
      { key: 'about_text', value: 'Somos un estudio.' },
      { key: 'single_class_enabled', value: '1' },
      { key: 'videos_enabled', value: 'true' },
      { key: 'subscriptions_enabled', value: 'false' },
      { key: 'allow_restricted_class_types', value: 'true' },
      { key: 'banner_enabled', value: 'true' },
      { key: 'banner_text', value: '  Nueva sede  ' },
      { key: 'banner_link', value: '/paquetes' },
      { key: 'domain', value: 'lumen.mx' },
      { key: 'whatsapp', value: '5512345678' },
      { key: 'whatsapp_widget', value: 'true' },
      { key: 'favicon', value: '' },
      { key: 'app_css', value: 'h1 { color: red; }' },
      { key: 'primary-light', value: '#ccfbf1' },
      { key: 'dark', value: '#134e4a' },
      { key: 'files_location', value: 'aws' },
      { key: 'S3_ENDPOINT', value: 'https://cdn.lumen.mx' },
      { key: 'bucket', value: 'lumen' },
      { key: 'region', value: 'us-east-1' },
    ]);
    expect(config).toMatchObject({
      aboutEnabled: true,
      singleClassEnabled: true,
      videosEnabled: true,
      subscriptionsEnabled: false,
      allowRestrictedClassTypes: true,
      waitlistEnabled: false,
      bannerEnabled: true,
      bannerText: 'Nueva sede',
      bannerLink: '/paquetes',
      domain: 'lumen.mx',
      whatsapp: '5512345678',
      whatsappWidget: true,
      favicon: null,
      appCss: 'h1 { color: red; }',
      colors: { primaryLight: '#ccfbf1', dark: '#134e4a', accent: null },
      files: { location: 'aws', s3Endpoint: 'https://cdn.lumen.mx', bucket: 'lumen', region: 'us-east-1' },
    });
    expect(config.raw.app_css).toBe('h1 { color: red; }');
  });

  it('treats any files_location but aws as the server, as uploads do', () => {
    expect(toAppConfig([{ key: 'files_location', value: 'server' }]).files.location).toBe('server');
    expect(toAppConfig([{ key: 'files_location', value: 'otro' }]).files.location).toBe('server');
  });
});
