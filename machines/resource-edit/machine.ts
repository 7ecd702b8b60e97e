import { assign, setup } from 'xstate';
import type { FlowFailure } from '#src/api/failures';
import {
  bodyOf,
  recordIdOf,
  validateValues,
  valuesOf,
  type FieldErrors,
  type FieldRule,
  type FormValue,
  type FormValues,
  type TakenValues,
} from '#src/domain/resource-form';
import { notProvided } from '#machines/shared/not-provided';
import { requireValue } from '#machines/shared/require-value';
import type { ResourceRecord } from '#src/api/resource-api';

export interface ResourceEditInput {
  /** The id in the address: numeric edits that record, anything else (or nothing) creates one. */
  id: string | undefined;
  /** The record's id field: a created record's id is read from it. */
  idKey: string;
  fields: readonly FieldRule[];
  /** A new record's starting values (a class category starts 'nueva' and available). */
  defaults?: ResourceRecord;
  /** Values other records already hold, for unique fields (a page's slug). */
  taken?: TakenValues;
}

export interface ResourceEditContext {
  id: number | null;
  idKey: string;
  fields: readonly FieldRule[];
  taken: TakenValues;
  values: FormValues;
  /** What was loaded or last saved: leaving with other values asks first. */
  initial: FormValues;
  errors: FieldErrors;
  failure: FlowFailure<'resource'> | null;
}

export type ResourceEditEvent =
  | { type: 'edit.change'; name: string; value: FormValue }
  | { type: 'edit.submit' }
  | { type: 'edit.delete' }
  | { type: 'edit.confirm' }
  | { type: 'edit.cancel' }
  | { type: 'edit.retry' };

export interface SaveInput {
  id: number | null;
  body: ResourceRecord;
}

/**
 * One record of a resource in the back-office: load it (numeric id) or start a new one, edit,
 * check every field in Spanish before sending, save once (PUT with an id, POST without; more
 * clicks while saving do nothing), keep everything typed when the server says no, and delete
 * only after the 'Precaución' confirmation.
 */
export const resourceEditMachine = setup({
  types: {
    context: {} as ResourceEditContext,
    events: {} as ResourceEditEvent,
    input: {} as ResourceEditInput,
  },
  actors: {
    loadRecord: notProvided<ResourceRecord, { id: number }>('resource-edit', 'loadRecord'),
    saveRecord: notProvided<ResourceRecord, SaveInput>('resource-edit', 'saveRecord'),
    removeRecord: notProvided<void, { id: number }>('resource-edit', 'removeRecord'),
  },
  guards: {
    hasId: ({ context }) => context.id !== null,
    isInvalid: ({ context }) =>
      Object.keys(validateValues(context.fields, context.values, context.taken)).length > 0,
  },
  actions: {
    storeRecord: assign(({ context }, record: ResourceRecord) => {
      const values = valuesOf(context.fields, record);
      return { values, initial: values };
    }),
    storeSaved: assign(({ context }, record: ResourceRecord) => ({
      id: recordIdOf(record[context.idKey] as number) ?? context.id,
      initial: context.values,
      failure: null,
    })),
    change: assign(({ context }, change: { name: string; value: FormValue }) => {
      const { [change.name]: _fixed, ...errors } = context.errors;
      return { values: { ...context.values, [change.name]: change.value }, errors };
    }),
    showErrors: assign({
      errors: ({ context }) => validateValues(context.fields, context.values, context.taken),
    }),
    storeFailure: assign({ failure: (_, failure: FlowFailure<'resource'>) => failure }),
    clearFailure: assign({ failure: null }),
    /** The view's success notice ('Tag saved.', 'X saved.') and where it goes next. */
    notifySaved: (_, _record: ResourceRecord) => {},
    notifyDeleted: () => {},
  },
}).createMachine({
  id: 'resource-edit',
  description: 'Edición de un registro del back-office (validar, guardar una vez, eliminar con confirmación)',
  context: ({ input }) => {
    const values = valuesOf(input.fields, input.defaults);
    return {
      id: recordIdOf(input.id),
      idKey: input.idKey,
      fields: input.fields,
      taken: input.taken ?? {},
      values,
      initial: values,
      errors: {},
      failure: null,
    };
  },
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'editing' }] },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRecord',
        src: 'loadRecord',
        input: ({ context }) => ({ id: requireValue(context.id, 'the record id') }),
        onDone: { target: 'editing', actions: { type: 'storeRecord', params: ({ event }) => event.output } },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeFailure', params: ({ event }) => event.error as FlowFailure<'resource'> },
        },
      },
    },
    loadFailed: { on: { 'edit.retry': { target: 'loading', actions: 'clearFailure' } } },
    editing: {
      on: {
        'edit.change': { actions: { type: 'change', params: ({ event }) => event } },
        'edit.submit': [
          { guard: 'isInvalid', actions: 'showErrors' },
          { target: 'saving', actions: 'clearFailure' },
        ],
        'edit.delete': { guard: 'hasId', target: 'confirmingDelete', actions: 'clearFailure' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveRecord',
        src: 'saveRecord',
        input: ({ context }) => ({ id: context.id, body: bodyOf(context.fields, context.values) }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'storeSaved', params: ({ event }) => event.output },
            { type: 'notifySaved', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => event.error as FlowFailure<'resource'> },
        },
      },
    },
    confirmingDelete: { on: { 'edit.confirm': 'deleting', 'edit.cancel': 'editing' } },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'removeRecord',
        src: 'removeRecord',
        input: ({ context }) => ({ id: requireValue(context.id, 'the record id') }),
        onDone: { target: 'deleted', actions: 'notifyDeleted' },
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => event.error as FlowFailure<'resource'> },
        },
      },
    },
    deleted: { type: 'final' },
  },
});
