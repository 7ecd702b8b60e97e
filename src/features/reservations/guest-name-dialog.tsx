import { Button, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { guestNameValid } from '#src/domain/reserve';
import { es } from '#src/i18n/es';
import { showSuccess } from '#src/ui/alerts';
import type { ReservationRow } from './reservation-rows';
import { saveGuestName } from './reservations-api';

interface GuestNameDialogProps {
  row: ReservationRow;
  onClose: () => void;
  onSaved: () => void;
}

/** Changes a reservation's guest name (PUT /single_class/guest); what was typed stays on a refusal. */
export function GuestNameDialog({ row, onClose, onSaved }: GuestNameDialogProps) {
  const text = es.reservations;
  const [name, setName] = useState(row.guest ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!guestNameValid(true, name)) {
      setError(text.guestTooShort);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      showSuccess(await saveGuestName(row.id, name.trim()));
      onSaved();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSaving(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !saving && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{text.guestTitle}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={error !== null} required>
                  <Field.Label>{text.guestLabel}</Field.Label>
                  <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
                  {error && <Field.ErrorText role="alert">{error}</Field.ErrorText>}
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  {text.cancelEdit}
                </Button>
                <Button type="submit" colorPalette="brand" loading={saving}>
                  {text.save}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
