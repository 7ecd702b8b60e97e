import { assign, setup } from 'xstate';
import type { Form } from '#src/api/entities';
import type { FlowFailure } from '#src/api/failures';
import type { FieldType } from '#src/domain/dynamic-form';
import {
  moveField,
  newField,
  validateBuilder,
  type BuilderErrors,
  type BuilderField,
} from '#src/domain/form-builder';
import { orderFields } from '#src/domain/dynamic-form';
import { notProvided } from '#machines/shared/not-provided';

export interface FormBuilderContext {
  formId: number;
  name: string | null;
  fields: BuilderField[];
  /** What was loaded or last saved, as JSON: leaving with other fields asks first. */
  initial: string;
  errors: BuilderErrors;
  failure: FlowFailure<'resource'> | null;
}

export type FormBuilderEvent =
  | { type: 'builder.add'; fieldType: FieldType }
  | { type: 'builder.update'; index: number; patch: Partial<BuilderField> }
  | { type: 'builder.remove'; index: number }
  | { type: 'builder.move'; index: number; by: -1 | 1 }
  | { type: 'builder.submit' }
  | { type: 'builder.retry' };

export interface SaveFormInput {
  formId: number;
  name: string | null;
  fields: BuilderField[];
}

const ordered = (fields: readonly BuilderField[]) => orderFields(fields);

/**
 * A dynamic form's fields in the back-office: load the form, add, edit, move (step, then
 * order) and remove fields, check them in Spanish, save once per click (PUT /forms), and keep
 * every change when the server says no.
 */
export const formBuilderMachine = setup({
  types: {
    context: {} as FormBuilderContext,
    events: {} as FormBuilderEvent,
    input: {} as { formId: number },
  },
  actors: {
    loadForm: notProvided<Form, { formId: number }>('form-builder', 'loadForm'),
    saveForm: notProvided<Form, SaveFormInput>('form-builder', 'saveForm'),
  },
  guards: {
    isInvalid: ({ context }) => Object.keys(validateBuilder(context.fields)).length > 0,
  },
  actions: {
    storeForm: assign((_, form: Form) => {
      const fields = ordered(form.form_fields as BuilderField[]);
      return { name: form.name ?? null, fields, initial: JSON.stringify(fields), errors: {}, failure: null };
    }),
    add: assign({
      fields: ({ context }, type: FieldType) => [...context.fields, newField(type, context.fields)],
    }),
    update: assign(({ context }, change: { index: number; patch: Partial<BuilderField> }) => ({
      fields: context.fields.map((field, index) =>
        index === change.index ? { ...field, ...change.patch } : field,
      ),
      errors: { ...context.errors, [change.index]: undefined } as BuilderErrors,
    })),
    remove: assign(({ context }, index: number) => ({
      fields: context.fields.filter((_, at) => at !== index),
      errors: {},
    })),
    move: assign(({ context }, change: { index: number; by: -1 | 1 }) => ({
      fields: moveField(context.fields, change.index, change.by),
      errors: {},
    })),
    showErrors: assign({ errors: ({ context }) => validateBuilder(context.fields) }),
    storeFailure: assign({ failure: (_, failure: FlowFailure<'resource'>) => failure }),
    clearFailure: assign({ failure: null }),
    notifySaved: () => {},
  },
}).createMachine({
  id: 'form-builder',
  description:
    'Constructor de formularios dinámicos (agregar, ordenar, editar y quitar campos; guardar una vez)',
  context: ({ input }) => ({
    formId: input.formId,
    name: null,
    fields: [],
    initial: '[]',
    errors: {},
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        input: ({ context }) => ({ formId: context.formId }),
        onDone: { target: 'editing', actions: { type: 'storeForm', params: ({ event }) => event.output } },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeFailure', params: ({ event }) => event.error as FlowFailure<'resource'> },
        },
      },
    },
    loadFailed: { on: { 'builder.retry': { target: 'loading', actions: 'clearFailure' } } },
    editing: {
      on: {
        'builder.add': { actions: { type: 'add', params: ({ event }) => event.fieldType } },
        'builder.update': { actions: { type: 'update', params: ({ event }) => event } },
        'builder.remove': { actions: { type: 'remove', params: ({ event }) => event.index } },
        'builder.move': { actions: { type: 'move', params: ({ event }) => event } },
        'builder.submit': [
          { guard: 'isInvalid', actions: 'showErrors' },
          { target: 'saving', actions: 'clearFailure' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveForm',
        src: 'saveForm',
        input: ({ context }) => ({ formId: context.formId, name: context.name, fields: context.fields }),
        onDone: {
          target: 'editing',
          actions: [{ type: 'storeForm', params: ({ event }) => event.output }, 'notifySaved'],
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => event.error as FlowFailure<'resource'> },
        },
      },
    },
  },
});
