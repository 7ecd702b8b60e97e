import { assign, setup } from 'xstate';
import type { FlowFailure } from '#src/api/failures';
import type { components } from '#src/api/schema.gen';
import {
  classInputOf,
  validateClassDraft,
  type ClassDraft,
  type ClassDraftErrors,
  type ClassInputBody,
} from '#src/domain/class-schedule';
import { notProvided } from '#machines/shared/not-provided';

export type SingleClass = components['schemas']['SingleClass'];

export interface ClassEditorInput {
  /** null: a new class. */
  classId: number | null;
  draft: ClassDraft;
  /** Active reservations of the class edited (0 for a new one). */
  reserved: number;
  /** The saved start of the class edited: keeping it is allowed even once it is past. */
  savedClassDate: string | null;
  /** The app's now (appNow) and the studio's offset: a class cannot be placed before them. */
  now: Date;
  offsetHours: number;
}

export interface ClassEditorContext extends ClassEditorInput {
  errors: ClassDraftErrors;
  failure: FlowFailure<'resource'> | null;
}

export type ClassEditorEvent =
  { type: 'class.change'; draft: Partial<ClassDraft> } | { type: 'class.submit' };

export interface SaveClassInput {
  classId: number | null;
  body: ClassInputBody;
}

const checkOf = (context: ClassEditorContext) =>
  validateClassDraft(context.draft, {
    now: context.now,
    offsetHours: context.offsetHours,
    reserved: context.reserved,
    savedClassDate: context.savedClassDate,
  });

/**
 * One class of the schedule, new or existing: check it in Spanish before sending (not in the past,
 * capacity not below its reservations), save once (clicks while saving do nothing), keep every
 * value typed when the server says no, and tell the view when it is saved.
 */
export const classEditorMachine = setup({
  types: {
    context: {} as ClassEditorContext,
    events: {} as ClassEditorEvent,
    input: {} as ClassEditorInput,
  },
  actors: {
    saveClass: notProvided<SingleClass, SaveClassInput>('class-editor', 'saveClass'),
  },
  guards: {
    isInvalid: ({ context }) => Object.keys(checkOf(context)).length > 0,
  },
  actions: {
    change: assign(({ context }, draft: Partial<ClassDraft>) => {
      const errors = { ...context.errors };
      for (const key of Object.keys(draft)) delete errors[key as keyof ClassDraft];
      return { draft: { ...context.draft, ...draft }, errors };
    }),
    showErrors: assign({ errors: ({ context }) => checkOf(context) }),
    storeFailure: assign({ failure: (_, failure: FlowFailure<'resource'>) => failure }),
    clearFailure: assign({ failure: null }),
    /** The view's notice and closing the form. */
    notifySaved: (_, _saved: SingleClass) => {},
  },
}).createMachine({
  id: 'class-editor',
  description: 'Crear o editar una clase del horario (validar, guardar una vez)',
  context: ({ input }) => ({ ...input, errors: {}, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'class.change': { actions: { type: 'change', params: ({ event }) => event.draft } },
        'class.submit': [
          { guard: 'isInvalid', actions: 'showErrors' },
          { target: 'saving', actions: 'clearFailure' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveClass',
        src: 'saveClass',
        input: ({ context }) => ({ classId: context.classId, body: classInputOf(context.draft) }),
        onDone: {
          target: 'saved',
          actions: { type: 'notifySaved', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => event.error as FlowFailure<'resource'> },
        },
      },
    },
    saved: { type: 'final' },
  },
});
