import { useCallback } from 'react';
import { safeUrl } from '#src/domain/link-url';
import type { FileStorage } from './app-config';
import { useAppConfig } from './app-config-context';

/**
 * Where the studio's files (logos, images, documents) are served from (specs: customer-booking
 * §9, commerce-content-admin §3). Stored file keys are relative; this turns them into URLs.
 */

/** S3_ENDPOINT as configured, or built from bucket and region when it is missing. */
export function s3Endpoint(files: FileStorage): string {
  if (files.s3Endpoint) return files.s3Endpoint;
  if (!files.bucket || !files.region) return '';
  return `https://${files.bucket}.s3.${files.region}.amazonaws.com`;
}

/**
 * The site's origin without an `admin.` prefix: the admin app runs on `admin.<studio>` but the
 * files live with the customer site.
 */
export function siteOrigin(origin: string): string {
  return origin.replace(/^(https?:\/\/)admin\./i, '$1');
}

/** The file base: the site origin when files are on the server, otherwise S3_ENDPOINT. */
export function fileBaseUrl(files: FileStorage, origin: string): string {
  return files.location === 'server' ? siteOrigin(origin) : s3Endpoint(files);
}

// A scheme (`https:`, `data:`, `blob:`…) or a protocol-relative `//host` is already a URL.
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * A relative key joined to the base; absolute and `data:image` URLs unchanged; empty stays empty,
 * and so does an address the one URL check refuses for an image (`javascript:`, `//host`…).
 */
export function fileUrl(src: string | null | undefined, base: string): string {
  const value = safeUrl(src, 'image') ?? '';
  if (value === '' || ABSOLUTE.test(value)) return value;
  return `${base.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;
}

/** `fileUrl` bound to the running studio's configuration and this page's origin. */
export function useFileUrl(): (src: string | null | undefined) => string {
  const { files } = useAppConfig();
  return useCallback((src) => fileUrl(src, fileBaseUrl(files, window.location.origin)), [files]);
}
