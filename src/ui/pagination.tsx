import { Button, HStack, Text } from '@chakra-ui/react';
import { es } from '#src/i18n/es';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The navigation landmark's name, when a screen has more than one. */
  label?: string;
  disabled?: boolean;
}

/** Page numbers to show: the first, the last and the current one with its neighbours; 0 is a gap. */
export function visiblePages(page: number, pageCount: number): number[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return pages.flatMap((n, i) => (i > 0 && n - pages[i - 1]! > 1 ? [0, n] : [n]));
}

/** Previous, page numbers and next, in a named navigation landmark; nothing for a single page. */
export function Pagination({ page, pageCount, onPageChange, label, disabled }: PaginationProps) {
  const text = es.reservations.pagination;
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label={label ?? text.label} gap="1" wrap="wrap" justify="center" mt="4">
      <Button
        size="sm"
        variant="outline"
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {text.previous}
      </Button>
      {visiblePages(page, pageCount).map((n, i) =>
        n === 0 ? (
          <Text key={`gap-${i}`} as="span" px="1" aria-hidden="true">
            …
          </Text>
        ) : (
          <Button
            key={n}
            size="sm"
            variant={n === page ? 'solid' : 'ghost'}
            colorPalette="brand"
            aria-label={text.page(n)}
            aria-current={n === page ? 'page' : undefined}
            disabled={disabled}
            onClick={() => n !== page && onPageChange(n)}
          >
            {n}
          </Button>
        ),
      )}
      <Button
        size="sm"
        variant="outline"
        disabled={disabled || page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        {text.next}
      </Button>
    </HStack>
  );
}
