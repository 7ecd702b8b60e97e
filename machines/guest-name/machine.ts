import { assign, emit, setup } from 'xstate';
import { notProvided } from '#machines/shared/not-provided';
import { requireValue } from '#machines/shared/require-value';
import { guestNameValid } from '#src/domain/reserve';

export interface GuestNameInput {
  classReservationId: number;
  name: string;
}

/** The name is too short (the form says so), or the server refused it with its own message. */
export type GuestNameProblem = { kind: 'tooShort' } | { kind: 'refused'; message: string };

interface GuestNameContext {
  classReservationId: number | null;
  /** What the customer typed; it stays through a refusal. */
  name: string;
  problem: GuestNameProblem | null;
}

export type GuestNameEvent =
  | { type: 'guest.edit'; classReservationId: number; name: string }
  | { type: 'guest.change'; name: string }
  | { type: 'guest.save' }
  | { type: 'guest.close' };

const messageOf = (event: unknown) => {
  const error = (event as { error?: unknown }).error;
  return error instanceof Error ? error.message : String(error);
};

/** Changing a reservation's guest name from Mis Reservaciones (PUT /single_class/guest). */
export const guestNameMachine = setup({
  types: {
    context: {} as GuestNameContext,
    events: {} as GuestNameEvent,
    emitted: {} as { type: 'guest.saved'; message: string },
  },
  actors: {
    saveGuestName: notProvided<string, GuestNameInput>('guest-name', 'saveGuestName'),
  },
  guards: {
    nameValid: ({ context }) => guestNameValid(true, context.name),
  },
  actions: {
    hold: assign(({ event }) =>
      event.type === 'guest.edit'
        ? { classReservationId: event.classReservationId, name: event.name, problem: null }
        : {},
    ),
    release: assign({ classReservationId: null, name: '', problem: null }),
    storeName: assign(({ event }) => (event.type === 'guest.change' ? { name: event.name } : {})),
    markTooShort: assign({ problem: { kind: 'tooShort' } as GuestNameProblem }),
    clearProblem: assign({ problem: null }),
    storeRefusal: assign(({ event }) => ({
      problem: { kind: 'refused', message: messageOf(event) } as GuestNameProblem,
    })),
    // The list reloads and the alert shows the server's message.
    notifySaved: emit(({ event }) => ({
      type: 'guest.saved' as const,
      message: 'output' in event ? String(event.output) : '',
    })),
  },
}).createMachine({
  id: 'guestName',
  description: 'Nombre del invitado de una reserva',
  context: { classReservationId: null, name: '', problem: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'guest.edit': { target: 'editing', actions: 'hold' } },
    },
    editing: {
      tags: ['open'],
      on: {
        'guest.change': { actions: 'storeName' },
        'guest.save': [
          { guard: 'nameValid', target: 'saving', actions: 'clearProblem' },
          { actions: 'markTooShort' },
        ],
        'guest.close': { target: 'closed', actions: 'release' },
      },
    },
    saving: {
      tags: ['open', 'busy'],
      invoke: {
        src: 'saveGuestName',
        input: ({ context }) => ({
          classReservationId: requireValue(context.classReservationId, 'the reservation'),
          name: context.name.trim(),
        }),
        onDone: { target: 'closed', actions: ['notifySaved', 'release'] },
        onError: { target: 'editing', actions: 'storeRefusal' },
      },
    },
  },
});
