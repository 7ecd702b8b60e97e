import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY } from '#src/domain/brand-palette';
import {
  DEFAULT_APP_NAME,
  DEFAULT_ICONS,
  logoIcon,
  shortAppName,
  webAppManifest,
  type ManifestInput,
  type WebAppManifest,
} from '#src/domain/web-app-manifest';

const studio = (over: Partial<ManifestInput> = {}): ManifestInput => ({
  businessName: 'Casa Flow Yoga',
  tagline: 'Yoga y pilates en la Roma',
  primary: '#6B21A8',
  logoUrl: 'https://bucket.s3.us-east-1.amazonaws.com/logos/casa-flow.png',
  ...over,
});

describe('the studio’s web app manifest', () => {
  it('carries the studio’s name, description and colour, and opens its customer area', () => {
    const manifest = webAppManifest(studio());
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Casa Flow Yoga',
      short_name: 'Casa Flow',
      description: 'Yoga y pilates en la Roma',
      lang: 'es',
      start_url: '/mystudio',
      scope: '/',
      display: 'standalone',
      theme_color: '#6b21a8',
      background_color: '#ffffff',
    });
  });

  it('puts the logo first and always keeps the build’s PNG icons, one of them maskable', () => {
    const { icons } = webAppManifest(studio());
    expect(icons[0]).toEqual({
      src: 'https://bucket.s3.us-east-1.amazonaws.com/logos/casa-flow.png',
      sizes: 'any',
      type: 'image/png',
      purpose: 'any',
    });
    expect(icons.slice(1)).toEqual(DEFAULT_ICONS);
    expect(icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
    expect(webAppManifest(studio({ logoUrl: null })).icons).toEqual(DEFAULT_ICONS);
  });

  it('falls back to a generic name, no description and the default colour', () => {
    const manifest = webAppManifest(studio({ businessName: '  ', tagline: '', primary: 'var(--x)' }));
    expect(manifest.name).toBe('Estudio');
    expect(manifest.short_name).toBe('Estudio');
    expect(manifest).not.toHaveProperty('description');
    expect(manifest.theme_color).toBe(DEFAULT_PRIMARY);
    expect(webAppManifest(studio({ primary: '#abc' })).theme_color).toBe('#aabbcc');
  });
});

describe('the home-screen name', () => {
  it.each([
    ['Pilates MX', 'Pilates MX'],
    ['Estudio Central de Pilates', 'Estudio'],
    ['Supercalifragilístico Studio', 'Supercalifra'],
    ['Barre & Yoga Centro', 'Barre & Yoga'],
  ])('%s → %s', (name, short) => {
    expect(shortAppName(name)).toBe(short);
    expect(shortAppName(name).length).toBeLessThanOrEqual(12);
  });
});

describe('the logo as an icon', () => {
  it.each([
    ['https://x.test/logo.svg', 'image/svg+xml'],
    ['https://x.test/logo.JPG?v=2', 'image/jpeg'],
    ['https://x.test/logo.webp#top', 'image/webp'],
  ])('%s is %s', (src, type) => {
    expect(logoIcon(src)).toEqual({ src, sizes: 'any', type, purpose: 'any' });
  });

  it('leaves out a type it cannot tell', () => {
    expect(logoIcon('https://x.test/files/123')).toEqual({
      src: 'https://x.test/files/123',
      sizes: 'any',
      purpose: 'any',
    });
  });
});

describe('the live build’s default manifest', () => {
  it('public/manifest.webmanifest is the builder’s default, icons included', () => {
    const file = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as WebAppManifest;
    expect(file).toEqual(webAppManifest({ businessName: DEFAULT_APP_NAME, primary: '', logoUrl: null }));
    for (const icon of file.icons) expect(existsSync(`public${icon.src}`)).toBe(true);
  });
});
