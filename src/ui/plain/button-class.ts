import styles from './button.module.css';

export interface ButtonLook {
  variant?: 'solid' | 'outlined' | 'ghost';
  /** Without one, the page's palette (the studio's `brand`), as Chakra's Button. */
  palette?: 'brand' | 'gray' | 'red';
  size?: '2xs' | 'sm' | 'md' | 'lg';
  /** Chakra's IconButton: square, the icon alone (its name in `aria-label`). */
  icon?: boolean;
}

const SIZES = { '2xs': styles.size2xs, sm: null, md: styles.sizeMd, lg: styles.sizeLg } as const;

/**
 * The classes of Chakra's Button look (button.module.css) for a plain `<button>` or `<a>`: no
 * per-render styling, and no Chakra needed on the page.
 */
export function buttonClass(
  { variant = 'solid', palette, size = 'sm', icon = false }: ButtonLook = {},
  extra?: string,
): string {
  return [
    styles.button,
    styles[variant],
    palette ? styles[palette] : null,
    SIZES[size],
    icon ? styles.icon : null,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}
