import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { StatusTone } from '#src/domain/purchase-status';
import type { ListColumn } from './responsive-list';

const PALETTES: Record<StatusTone, string> = {
  success: 'green',
  info: 'blue',
  warning: 'orange',
  danger: 'red',
  neutral: 'gray',
};

/** A status in words on a tinted badge; the tone only adds colour, the words carry the meaning. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <Badge colorPalette={PALETTES[tone]} variant="subtle" size="md" whiteSpace="normal">
      {children}
    </Badge>
  );
}

/** A list's status column: the badge, beside the card's title on a phone. */
export function statusColumn<Row extends { status: { tone: StatusTone }; statusText: string }>(
  header: string,
): ListColumn<Row> {
  return {
    id: 'status',
    header,
    cell: (row) => <StatusBadge tone={row.status.tone}>{row.statusText}</StatusBadge>,
    card: 'badge',
  };
}
