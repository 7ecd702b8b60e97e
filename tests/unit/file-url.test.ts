import { describe, expect, it } from 'vitest';
import type { FileStorage } from '#src/config/app-config';
import { fileBaseUrl, fileUrl, s3Endpoint, siteOrigin } from '#src/config/file-url';

const aws = (over: Partial<FileStorage> = {}): FileStorage => ({
  location: 'aws',
  s3Endpoint: null,
  bucket: 'lumen-estudio',
  region: 'us-east-1',
  ...over,
});

describe('the file base URL', () => {
  it('is the site origin, without an admin. prefix, when files are on the server', () => {
    const server = aws({ location: 'server' });
    expect(fileBaseUrl(server, 'https://lumen.mx')).toBe('https://lumen.mx');
    expect(fileBaseUrl(server, 'https://admin.lumen.mx')).toBe('https://lumen.mx');
    expect(fileBaseUrl(server, 'http://admin.localhost:5173')).toBe('http://localhost:5173');
    // Only a leading admin. is the admin app; a host that merely contains it is left alone.
    expect(siteOrigin('https://superadmin.lumen.mx')).toBe('https://superadmin.lumen.mx');
  });

  it('is S3_ENDPOINT otherwise', () => {
    expect(fileBaseUrl(aws({ s3Endpoint: 'https://cdn.lumen.mx' }), 'https://lumen.mx')).toBe(
      'https://cdn.lumen.mx',
    );
  });

  it('builds S3_ENDPOINT from bucket and region when it is missing', () => {
    expect(s3Endpoint(aws())).toBe('https://lumen-estudio.s3.us-east-1.amazonaws.com');
    expect(fileBaseUrl(aws(), 'https://admin.lumen.mx')).toBe(
      'https://lumen-estudio.s3.us-east-1.amazonaws.com',
    );
  });

  it('has no S3 base without a bucket or a region', () => {
    expect(s3Endpoint(aws({ bucket: null }))).toBe('');
    expect(s3Endpoint(aws({ region: null }))).toBe('');
  });
});

describe('fileUrl', () => {
  const base = 'https://lumen-estudio.s3.us-east-1.amazonaws.com';

  it('joins a relative key to the base with exactly one slash', () => {
    expect(fileUrl('files/logo.png', base)).toBe(`${base}/files/logo.png`);
    expect(fileUrl('/files/logo.png', `${base}/`)).toBe(`${base}/files/logo.png`);
  });

  it('leaves absolute, protocol-relative, data: and blob: URLs unchanged', () => {
    for (const src of [
      'https://cdn.example.com/a.png',
      'http://example.com/a.png',
      '//cdn.example.com/a.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'blob:https://lumen.mx/123',
    ]) {
      expect(fileUrl(src, base)).toBe(src);
    }
  });

  it('drops an address the one URL check refuses for an image', () => {
    expect(fileUrl('javascript:alert(1)', base)).toBe('');
    expect(fileUrl('data:text/html,<script>alert(1)</script>', base)).toBe('');
  });

  it('keeps an empty source empty', () => {
    expect(fileUrl('', base)).toBe('');
    expect(fileUrl(null, base)).toBe('');
    expect(fileUrl(undefined, base)).toBe('');
  });

  it('resolves against the current origin when there is no base', () => {
    expect(fileUrl('logo.png', '')).toBe('/logo.png');
  });
});
