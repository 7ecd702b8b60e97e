import { Field, Input } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { guestNameMachine } from '#machines/guest-name/machine';
import { selectIsOpen, selectIsSaving, selectName, selectProblem } from '#machines/guest-name/selectors';
import { es } from '#src/i18n/es';
import { DialogFrame } from '#src/ui/dialog-frame';

export type GuestNameActor = ActorRefFrom<typeof guestNameMachine>;

/** Changes a reservation's guest name; what was typed stays on a refusal. */
export function GuestNameDialog({ actor }: { actor: GuestNameActor }) {
  const text = es.reservations;
  const open = useSelector(actor, selectIsOpen);
  const saving = useSelector(actor, selectIsSaving);
  const name = useSelector(actor, selectName);
  const problem = useSelector(actor, selectProblem);
  const error = problem === null ? null : problem.kind === 'tooShort' ? text.guestTooShort : problem.message;
  return (
    <DialogFrame
      open={open}
      title={text.guestTitle}
      busy={saving}
      onClose={() => actor.send({ type: 'guest.close' })}
      onSubmit={() => actor.send({ type: 'guest.save' })}
      secondaryLabel={text.cancelEdit}
      primary={{ label: text.save }}
    >
      <Field.Root invalid={error !== null} required>
        <Field.Label>{text.guestLabel}</Field.Label>
        <Input
          value={name}
          onChange={(event) => actor.send({ type: 'guest.change', name: event.target.value })}
          autoComplete="off"
        />
        {error && <Field.ErrorText role="alert">{error}</Field.ErrorText>}
      </Field.Root>
    </DialogFrame>
  );
}
