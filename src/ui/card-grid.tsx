import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import type { Key, ReactNode } from 'react';

interface CardGridProps<T> {
  items: readonly T[];
  keyOf: (item: T) => Key;
  children: (item: T) => ReactNode;
  columns: SimpleGridProps['columns'];
}

/** Cards as a list (screen readers announce how many) laid out in a responsive grid. */
export function CardGrid<T>({ items, keyOf, children, columns }: CardGridProps<T>) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap={5}>
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </SimpleGrid>
  );
}
