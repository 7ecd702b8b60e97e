import type { CSSProperties, Key, ReactNode } from 'react';
import styles from './card-grid.module.css';

/** Columns from a breakpoint up (Chakra's sm 30rem, md 48rem, lg 64rem), as SimpleGrid's. */
export interface GridColumns {
  base: number;
  sm?: number;
  md?: number;
  lg?: number;
}

interface CardGridProps<T> {
  items: readonly T[];
  keyOf: (item: T) => Key;
  children: (item: T) => ReactNode;
  columns: GridColumns;
}

/**
 * Every breakpoint's count, each one inheriting the one below: all four are set on the grid
 * itself, so a grid inside another's card never takes the outer one's (custom properties inherit).
 */
function columnVars({ base, sm = base, md = sm, lg = md }: GridColumns): CSSProperties {
  return {
    '--columns-base': base,
    '--columns-sm': sm,
    '--columns-md': md,
    '--columns-lg': lg,
  } as CSSProperties;
}

/** Cards as a list (screen readers announce how many) laid out in a responsive grid. */
export function CardGrid<T>({ items, keyOf, children, columns }: CardGridProps<T>) {
  return (
    <ul className={styles.grid} style={columnVars(columns)}>
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
