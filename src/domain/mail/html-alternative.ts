/*
 * The HTML alternative of every mail the studio sends: the plain text as written, under a band
 * in the studio's primary colour with its name. Every piece of text is escaped, and a colour that
 * cannot be read as one falls back to the default, so nothing from the configuration reaches the
 * markup as markup.
 */
import { DEFAULT_PRIMARY } from '#src/domain/brand-palette';
import { contrastText, toHex } from '#src/domain/colour';

export interface MailBranding {
  /** app_config `business_name`. */
  studioName: string;
  /** app_config `primary`. */
  primary: string | null | undefined;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

export function mailHtml({ studioName, primary }: MailBranding, subject: string, body: string): string {
  const band = toHex(primary) ?? DEFAULT_PRIMARY;
  const paragraphs = body
    .split(/\n{2,}/)
    .map((part) => `<p style="margin:0 0 16px">${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return [
    '<!doctype html>',
    `<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#1a202c">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff">',
    `<div style="background:${band};color:${contrastText(band)};padding:16px 24px;font-size:20px;font-weight:bold">${escapeHtml(studioName)}</div>`,
    `<div style="padding:24px;font-size:16px;line-height:1.5">${paragraphs}</div>`,
    '</div></body></html>',
  ].join('');
}
