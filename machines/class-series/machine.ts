import { assign, setup } from 'xstate';
import type { FlowFailure } from '#src/api/failures';
import type { components } from '#src/api/schema.gen';
import {
  classInputOf,
  validateClassBasics,
  type ClassDraft,
  type ClassRule,
  type ClassInputBody,
} from '#src/domain/class-schedule';
import {
  previewSeries,
  validateSeries,
  type Closure,
  type SeriesDraft,
  type SeriesRule,
  type SeriesPreview,
} from '#src/domain/class-series';
import { notProvided } from '#machines/shared/not-provided';

export type SingleClass = components['schemas']['SingleClass'];

/** The refused fields of the class half and the series half, by field name. */
export type SeriesFormErrors = Partial<Record<keyof ClassDraft | keyof SeriesDraft, ClassRule | SeriesRule>>;

export interface ClassSeriesInput {
  draft: ClassDraft;
  series: SeriesDraft;
  now: Date;
  offsetHours: number;
}

interface ClassSeriesContext extends ClassSeriesInput {
  closures: Closure[];
  errors: SeriesFormErrors;
  preview: SeriesPreview | null;
  failure: FlowFailure<'resource'> | null;
}

export type ClassSeriesEvent =
  | { type: 'series.change'; draft?: Partial<ClassDraft>; series?: Partial<SeriesDraft> }
  | { type: 'series.preview' }
  | { type: 'series.back' }
  | { type: 'series.create' }
  | { type: 'series.retry' };

const checkOf = (context: ClassSeriesContext): SeriesFormErrors => ({
  ...validateClassBasics(context.draft, 0),
  ...validateSeries(context.series),
});

/** Every class of the previewed series, as the create call sends them. */
export function seriesClasses(draft: ClassDraft, preview: SeriesPreview): ClassInputBody[] {
  return preview.classDates.map((classDate) =>
    classInputOf({ ...draft, day: classDate.slice(0, 10), time: classDate.slice(11, 16) }),
  );
}

/**
 * A weekly series: the class (type, location, coaches, capacity…), the weekdays, the time and the
 * dates; 'Ver clases' checks them (no weekday, an end before the start, say so) and lists the
 * classes it will create, leaving out the studio's closed days and moments already past; only then
 * does one create call send them all (clicks while it runs do nothing). 'Modificar' goes back with
 * everything kept.
 */
export const classSeriesMachine = setup({
  types: {
    context: {} as ClassSeriesContext,
    events: {} as ClassSeriesEvent,
    input: {} as ClassSeriesInput,
  },
  actors: {
    loadClosures: notProvided<Closure[]>('class-series', 'loadClosures'),
    createSeries: notProvided<SingleClass[], { classes: ClassInputBody[] }>('class-series', 'createSeries'),
  },
  guards: {
    isInvalid: ({ context }) => Object.keys(checkOf(context)).length > 0,
    createsClasses: ({ context }) => (context.preview?.classDates.length ?? 0) > 0,
  },
  actions: {
    storeClosures: assign({ closures: (_, closures: Closure[]) => closures }),
    change: assign(({ context }, change: { draft?: Partial<ClassDraft>; series?: Partial<SeriesDraft> }) => {
      const errors = { ...context.errors } as Record<string, unknown>;
      for (const key of [...Object.keys(change.draft ?? {}), ...Object.keys(change.series ?? {})]) {
        delete errors[key];
      }
      return {
        draft: { ...context.draft, ...change.draft },
        series: { ...context.series, ...change.series },
        errors: errors as ClassSeriesContext['errors'],
      };
    }),
    showErrors: assign({ errors: ({ context }) => checkOf(context) }),
    makePreview: assign({
      preview: ({ context }) =>
        previewSeries(context.series, context.closures, context.now, context.offsetHours),
      errors: {},
    }),
    storeFailure: assign({ failure: (_, failure: FlowFailure<'resource'>) => failure }),
    clearFailure: assign({ failure: null }),
    /** The view's notice, the week's reload and closing the dialog. */
    notifyCreated: (_, _created: SingleClass[]) => {},
  },
}).createMachine({
  id: 'class-series',
  description:
    'Serie semanal de clases (días, hora, fechas; ver la lista antes de crear; omite días cerrados)',
  context: ({ input }) => ({ ...input, closures: [], errors: {}, preview: null, failure: null }),
  initial: 'loadingClosures',
  states: {
    loadingClosures: {
      tags: ['busy'],
      // The form is on screen while the closed days load: what is typed meanwhile is kept.
      on: { 'series.change': { actions: { type: 'change', params: ({ event }) => event } } },
      invoke: {
        id: 'loadClosures',
        src: 'loadClosures',
        onDone: {
          target: 'editing',
          actions: { type: 'storeClosures', params: ({ event }) => event.output },
        },
        onError: {
          target: 'closuresFailed',
          actions: { type: 'storeFailure', params: ({ event }) => event.error as FlowFailure<'resource'> },
        },
      },
    },
    closuresFailed: { on: { 'series.retry': { target: 'loadingClosures', actions: 'clearFailure' } } },
    editing: {
      on: {
        'series.change': { actions: { type: 'change', params: ({ event }) => event } },
        'series.preview': [
          { guard: 'isInvalid', actions: 'showErrors' },
          { target: 'previewing', actions: ['makePreview', 'clearFailure'] },
        ],
      },
    },
    previewing: {
      tags: ['preview'],
      on: {
        'series.back': { target: 'editing', actions: 'clearFailure' },
        'series.create': { guard: 'createsClasses', target: 'creating', actions: 'clearFailure' },
      },
    },
    creating: {
      tags: ['preview', 'busy'],
      invoke: {
        id: 'createSeries',
        src: 'createSeries',
        input: ({ context }) => ({
          classes: context.preview ? seriesClasses(context.draft, context.preview) : [],
        }),
        onDone: {
          target: 'created',
          actions: { type: 'notifyCreated', params: ({ event }) => event.output },
        },
        onError: {
          target: 'previewing',
          actions: { type: 'storeFailure', params: ({ event }) => event.error as FlowFailure<'resource'> },
        },
      },
    },
    created: { type: 'final' },
  },
});
