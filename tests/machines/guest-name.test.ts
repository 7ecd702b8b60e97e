import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createGuestNameActors } from '#machines/guest-name/actors';
import { guestNameMachine, type GuestNameInput } from '#machines/guest-name/machine';
import { selectIsOpen, selectName, selectProblem } from '#machines/guest-name/selectors';
import { db } from '#mocks/db';
import { signInAs } from '#tests/support/sign-in';

function start(save?: (input: GuestNameInput) => Promise<string>) {
  const machine = save
    ? guestNameMachine.provide({ actors: { saveGuestName: fromPromise(({ input }) => save(input)) } })
    : guestNameMachine.provide({ actors: createGuestNameActors() });
  const actor = createActor(machine).start();
  const saved = vi.fn();
  actor.on('guest.saved', ({ message }) => saved(message));
  return { actor, saved };
}

describe('the guest-name machine', () => {
  it('keeps a too-short name and says so, without saving', () => {
    const save = vi.fn(async () => 'ok');
    const { actor } = start(save);
    actor.send({ type: 'guest.edit', classReservationId: 7, name: 'Lucía' });
    actor.send({ type: 'guest.change', name: 'L' });
    actor.send({ type: 'guest.save' });
    expect(selectProblem(actor.getSnapshot())).toEqual({ kind: 'tooShort' });
    expect(selectName(actor.getSnapshot())).toBe('L');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the trimmed name once, closes and emits the server message', async () => {
    const save = vi.fn(async () => 'Nombre actualizado.');
    const { actor, saved } = start(save);
    actor.send({ type: 'guest.edit', classReservationId: 7, name: '' });
    actor.send({ type: 'guest.change', name: '  Lucas ' });
    actor.send({ type: 'guest.save' });
    actor.send({ type: 'guest.save' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ classReservationId: 7, name: 'Lucas' });
    expect(saved).toHaveBeenCalledWith('Nombre actualizado.');
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
  });

  it('a refusal keeps the dialog open with what was typed and the server message', async () => {
    const { actor, saved } = start(async () => {
      throw new Error('No puedes cambiar el invitado.');
    });
    actor.send({ type: 'guest.edit', classReservationId: 7, name: 'Lucas' });
    actor.send({ type: 'guest.save' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectProblem(actor.getSnapshot())).toEqual({
      kind: 'refused',
      message: 'No puedes cambiar el invitado.',
    });
    expect(selectName(actor.getSnapshot())).toBe('Lucas');
    expect(saved).not.toHaveBeenCalled();
  });

  it('saves against the mock server (PUT /single_class/guest)', async () => {
    signInAs('ana');
    const reservation = db.reservations.findFirst((q) => q.where({ customer_id: 1, guest: 'Lucía' }))!;
    const { actor, saved } = start();
    actor.send({ type: 'guest.edit', classReservationId: reservation.class_reservation_id, name: 'Lucía' });
    actor.send({ type: 'guest.change', name: 'Lucas' });
    actor.send({ type: 'guest.save' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(db.reservations.findFirst((q) => q.where({ customer_id: 1, guest: 'Lucas' }))).toBeTruthy();
  });
});
