/**
 * The footer's WhatsApp link. The specs disagree on the prefix (52 in one reading, 521 in the
 * other); 52 is what wa.me expects for Mexican numbers today, so we use it.
 */
export const WHATSAPP_COUNTRY_PREFIX = '52';

export function whatsappUrl(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national =
    digits.startsWith(WHATSAPP_COUNTRY_PREFIX) && digits.length > 10 ? digits.slice(2) : digits;
  return `https://wa.me/${WHATSAPP_COUNTRY_PREFIX}${national}`;
}

/** Pages whose content is null are drafts: hidden from the footer. */
export function footerPages<T extends { content?: string | null }>(pages: readonly T[]): T[] {
  return pages.filter((page) => page.content !== null && page.content !== undefined);
}

/**
 * Screens that are forms from top to bottom: the floating WhatsApp button would sit on a field
 * or a button there (on a phone at checkout it covered the card's CVC), so it is not shown.
 */
const FORM_SCREENS = [
  /^\/checkout(\/|$)/,
  /^\/entrar$/,
  /^\/registro$/,
  /^\/recuperar$/,
  /^\/mystudio\/informacion$/,
];

export function floatingWhatsappShown(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !FORM_SCREENS.some((screen) => screen.test(path));
}
