import { describe, expect, it } from 'vitest';
import { flag, toAppConfig } from '../../src/config/app-config';

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
});
