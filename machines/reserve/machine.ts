import type { CustomSpotMap, Customer, SingleClass } from '#src/api/entities';
import { assign, emit, setup } from 'xstate';
import { notProvided } from '#machines/shared/not-provided';
import { requireValue } from '#machines/shared/require-value';
import { guestNameValid, hasActivePenalty } from '#src/domain/reserve';
import {
  initialContext,
  type ReserveChecks,
  type ReserveContext,
  type SaveInput,
  type ReserveSettings,
} from './context';
import type { ReserveEvent } from './events';
import { blockedBy, classOf, facts, failureIs, failureOf, freshChoices, saveInput } from './rules';

/** What the view hears from a running flow (`actor.on`). */
export type ReserveEmitted = { type: 'reserve.saved' };

/**
 * The reserve flow (specs §4 "Reserve flow"): visitor → login modal, resumed 1 s after signing in;
 * then the checks in the server's order (terms, profile, penalty, credits), each a modal; else the
 * reserve modal with guest and spot, and saving. Effects are actors provided by
 * `createReserveActors`; a saved reservation is emitted (`reserve.saved`) for the view to announce.
 */
export const reserveMachine = setup({
  types: {
    context: {} as ReserveContext,
    events: {} as ReserveEvent,
    input: {} as ReserveSettings,
    emitted: {} as ReserveEmitted,
  },
  actors: {
    loadChecks: notProvided<ReserveChecks, { customer: Customer }>('reserve', 'loadChecks'),
    acceptPage: notProvided<void, { pageId: number; customerId: number }>('reserve', 'acceptPage'),
    loadSpotMap: notProvided<CustomSpotMap | null, { classTypeId: number }>('reserve', 'loadSpotMap'),
    saveReservation: notProvided<unknown, SaveInput>('reserve', 'saveReservation'),
    loadClass: notProvided<SingleClass, { singleClassId: number }>('reserve', 'loadClass'),
  },
  delays: {
    /** Specs §9: the login-modal reserve resumes after 1000 ms. */
    resumeAfterLogin: 1000,
  },
  guards: {
    isVisitor: ({ event }) => event.type === 'reserve.start' && event.customer === null,
    blockedByTerms: blockedBy('terms'),
    blockedByProfile: blockedBy('profile'),
    blockedByPenalty: blockedBy('penalty'),
    outOfCredits: blockedBy('noCredits'),
    consentGiven: ({ event }) => event.type === 'terms.accept' && event.checked,
    guestValid: ({ context }) => guestNameValid(context.withGuest, context.guestName),
    spotTaken: failureIs('spotTaken'),
  },
  actions: {
    startFor: assign(({ event }) => {
      if (event.type !== 'reserve.start') return {};
      const { singleClass, customer } = event;
      return { singleClass, customer, ...freshChoices(singleClass, customer) };
    }),
    storeCustomer: assign(({ context, event }) =>
      event.type === 'session.authenticated' && context.singleClass
        ? { customer: event.customer, ...freshChoices(context.singleClass, event.customer) }
        : {},
    ),
    storeChecks: assign(({ context }, checks: ReserveChecks) => ({
      page: checks.unaccepted[0] ?? null,
      penaltyEnd: hasActivePenalty(facts(checks, context).penaltyEnds, new Date(checks.checkedAt)),
      consentMissing: false,
    })),
    flagConsentMissing: assign({ consentMissing: true }),
    storeSpotMap: assign((_, map: CustomSpotMap | null) => ({ customSpotMap: map })),
    toggleGuest: assign(({ event }) =>
      event.type === 'guest.toggle' ? { withGuest: event.on, guestError: false } : {},
    ),
    changeGuest: assign(({ event }) =>
      event.type === 'guest.change' ? { guestName: event.name, guestError: false } : {},
    ),
    selectSpot: assign(({ event }) => (event.type === 'spot.select' ? { spot: event.spot } : {})),
    flagGuestError: assign({ guestError: true }),
    clearFailure: assign({ failure: null }),
    storeFailure: assign(({ event }) => ({ failure: failureOf(event) })),
    /** The refreshed class shows the spot taken; the customer picks again, the guest name stays. */
    storeRefreshedClass: assign((_, singleClass: SingleClass) => ({ singleClass, spot: null })),
    reset: assign(({ context }) => initialContext(context.settings)),
    /** The view listens: success alert, reload the calendar and the session's customer. */
    reportSaved: emit({ type: 'reserve.saved' } as const),
  },
}).createMachine({
  id: 'reserve',
  description: 'Reservar una clase',
  context: ({ input }) => initialContext(input),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'reserve.start': [
          { guard: 'isVisitor', target: 'login', actions: 'startFor' },
          { target: 'checking', actions: 'startFor' },
        ],
      },
    },
    login: {
      tags: ['modal'],
      on: {
        'session.authenticated': { target: 'resuming', actions: 'storeCustomer' },
        'reserve.close': { target: 'idle', actions: 'reset' },
      },
    },
    resuming: {
      tags: ['busy'],
      after: { resumeAfterLogin: 'checking' },
      on: { 'reserve.close': { target: 'idle', actions: 'reset' } },
    },
    checking: {
      tags: ['busy'],
      on: { 'reserve.close': { target: 'idle', actions: 'reset' } },
      invoke: {
        id: 'loadChecks',
        src: 'loadChecks',
        input: ({ context }) => ({ customer: requireValue(context.customer, 'the signed-in customer') }),
        onDone: [
          {
            guard: { type: 'blockedByTerms', params: ({ event }) => event.output },
            target: 'terms',
            actions: { type: 'storeChecks', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'blockedByProfile', params: ({ event }) => event.output },
            target: 'profileIncomplete',
            actions: { type: 'storeChecks', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'blockedByPenalty', params: ({ event }) => event.output },
            target: 'penalty',
            actions: { type: 'storeChecks', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'outOfCredits', params: ({ event }) => event.output },
            target: 'outOfCredits',
            actions: { type: 'storeChecks', params: ({ event }) => event.output },
          },
          { target: 'loadingSpotMap', actions: { type: 'storeChecks', params: ({ event }) => event.output } },
        ],
        // The server re-checks everything on save; a failed check must not hide the modal.
        onError: 'loadingSpotMap',
      },
    },
    terms: {
      tags: ['modal'],
      on: {
        'terms.accept': [
          { guard: 'consentGiven', target: 'accepting', actions: 'clearFailure' },
          { actions: 'flagConsentMissing' },
        ],
      },
    },
    accepting: {
      tags: ['modal', 'busy'],
      invoke: {
        id: 'acceptPage',
        src: 'acceptPage',
        input: ({ context }) => ({
          pageId: requireValue(context.page, 'the page to accept').page_id,
          customerId: requireValue(context.customer, 'the signed-in customer').customer_id,
        }),
        onDone: 'checking',
        onError: { target: 'terms', actions: 'storeFailure' },
      },
    },
    profileIncomplete: { tags: ['modal'], on: { 'reserve.close': { target: 'idle', actions: 'reset' } } },
    penalty: { tags: ['modal'], on: { 'reserve.close': { target: 'idle', actions: 'reset' } } },
    outOfCredits: { tags: ['modal'], on: { 'reserve.close': { target: 'idle', actions: 'reset' } } },
    loadingSpotMap: {
      tags: ['modal', 'busy'],
      on: { 'reserve.close': { target: 'idle', actions: 'reset' } },
      invoke: {
        id: 'loadSpotMap',
        src: 'loadSpotMap',
        input: ({ context }) => ({ classTypeId: classOf(context).class_type_id }),
        onDone: {
          target: 'form',
          actions: { type: 'storeSpotMap', params: ({ event }) => event.output },
        },
        // Without the custom map the class type's row sizes (if any) still work.
        onError: 'form',
      },
    },
    form: {
      tags: ['modal'],
      on: {
        'guest.toggle': { actions: 'toggleGuest' },
        'guest.change': { actions: 'changeGuest' },
        'spot.select': { actions: 'selectSpot' },
        'reserve.submit': [
          { guard: 'guestValid', target: 'saving', actions: 'clearFailure' },
          { actions: 'flagGuestError' },
        ],
        'reserve.close': { target: 'idle', actions: 'reset' },
      },
    },
    saving: {
      tags: ['modal', 'busy'],
      invoke: {
        id: 'saveReservation',
        src: 'saveReservation',
        input: ({ context }) => saveInput(context),
        onDone: { target: 'idle', actions: ['reportSaved', 'reset'] },
        onError: [
          { guard: 'spotTaken', target: 'refreshingClass', actions: 'storeFailure' },
          // full, precondition, conflict, invalid, network, other: the message, choices kept.
          { target: 'form', actions: 'storeFailure' },
        ],
      },
    },
    refreshingClass: {
      tags: ['modal', 'busy'],
      invoke: {
        id: 'loadClass',
        src: 'loadClass',
        input: ({ context }) => ({ singleClassId: classOf(context).single_class_id }),
        onDone: {
          target: 'form',
          actions: { type: 'storeRefreshedClass', params: ({ event }) => event.output },
        },
        onError: 'form',
      },
    },
  },
});
