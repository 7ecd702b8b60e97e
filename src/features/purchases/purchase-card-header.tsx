import { Card, HStack } from '@chakra-ui/react';
import type { PurchaseStatus } from '#src/domain/purchase-status';
import { StatusBadge } from '#src/ui/status-badge';

interface PurchaseCardHeaderProps {
  row: { title: string; status: PurchaseStatus; statusText: string };
  description?: string | null;
}

/** A purchase's or a charge's phone card heading: what was bought, with its status badge beside it. */
export function PurchaseCardHeader({ row, description }: PurchaseCardHeaderProps) {
  return (
    <Card.Header>
      <HStack justify="space-between" align="flex-start" gap="3">
        <Card.Title as="h2">{row.title}</Card.Title>
        <StatusBadge tone={row.status.tone}>{row.statusText}</StatusBadge>
      </HStack>
      {description && <Card.Description>{description}</Card.Description>}
    </Card.Header>
  );
}
