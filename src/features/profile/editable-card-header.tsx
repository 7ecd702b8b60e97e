import { Button, Card, HStack } from '@chakra-ui/react';

interface EditableCardHeaderProps {
  title: string;
  editing: boolean;
  canEdit: boolean;
  canCancel: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** Each card keeps its own Editar / Cancelar wording in es.ts. */
  labels: { edit: string; cancel: string };
}

/** A profile-page card's header: its title, and Editar or (while editing) Cancelar. */
export function EditableCardHeader({
  title,
  editing,
  canEdit,
  canCancel,
  onEdit,
  onCancel,
  labels,
}: EditableCardHeaderProps) {
  return (
    <Card.Header>
      <HStack justify="space-between" gap="3">
        <Card.Title as="h2">{title}</Card.Title>
        {editing ? (
          <Button size="sm" variant="ghost" disabled={!canCancel} onClick={onCancel}>
            {labels.cancel}
          </Button>
        ) : (
          <Button size="sm" variant="outline" disabled={!canEdit} onClick={onEdit}>
            {labels.edit}
          </Button>
        )}
      </HStack>
    </Card.Header>
  );
}
