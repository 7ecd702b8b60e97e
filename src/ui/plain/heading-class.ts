import styles from './heading.module.css';

const SIZES = { sm: styles.sm, md: styles.md, lg: styles.lg, xl: styles.xl, '2xl': styles.xxl } as const;

/** The classes of Chakra's Heading at `size` (heading.module.css), plus the caller's own. */
export function headingClass(size: keyof typeof SIZES, extra?: string): string {
  return [styles.heading, SIZES[size], extra].filter(Boolean).join(' ');
}
