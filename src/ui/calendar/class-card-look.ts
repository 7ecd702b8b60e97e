import type { ClassCardLook } from '#src/domain/class-card';

/** The colours of each look, shared by the cards and the legend so they always agree. */
export const LOOK_STYLES: Record<ClassCardLook, { borderColor: string; bg: string }> = {
  available: { borderColor: 'green.600', bg: 'bg' },
  reserved: { borderColor: 'brand.solid', bg: 'brand.subtle' },
  full: { borderColor: 'gray.400', bg: 'bg.muted' },
};

/** A colour token of the studio theme as its CSS variable ('brand.solid' → var(--chakra-colors-brand-solid)). */
export const colourVar = (token: string) => `var(--chakra-colors-${token.replace(/\./g, '-')})`;
