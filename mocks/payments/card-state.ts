import { detectBrand, digitsOf, formatCardNumber, type CardBrand } from '#src/domain/card-brand';
import {
  cardNumberError,
  cvcError,
  expiryError,
  formatExpiry,
  type CardEntryError,
} from '#src/domain/card-entry';
import { mockNow } from '#mocks/clock';

/**
 * What the fake card field holds and which of its problems it shows. Like Stripe's field, a
 * wrong value (a number failing Luhn, a past date) shows while typing; an unfinished one only
 * once the customer leaves that input.
 */
export type CardInput = 'number' | 'expiry' | 'cvc';
type FieldProblem = Exclude<CardEntryError, 'nameMissing'>;

export interface CardState {
  number: string;
  expiry: string;
  cvc: string;
  left: Set<CardInput>;
}

export const emptyCard = (): CardState => ({ number: '', expiry: '', cvc: '', left: new Set() });

/** The text an input shows after a keystroke, and the value kept. */
export function typeInto(state: CardState, input: CardInput, typed: string): string {
  if (input === 'number') {
    state.number = digitsOf(formatCardNumber(typed));
    return formatCardNumber(state.number);
  }
  if (input === 'expiry') {
    state.expiry = formatExpiry(typed, state.expiry);
    return state.expiry;
  }
  state.cvc = digitsOf(typed).slice(0, detectBrand(state.number) === 'amex' ? 4 : 3);
  return state.cvc;
}

export function problemsOf(state: CardState): Record<CardInput, FieldProblem | null> {
  return {
    number: cardNumberError(state.number) as FieldProblem | null,
    expiry: expiryError(state.expiry, mockNow()) as FieldProblem | null,
    cvc: cvcError(state.cvc, state.number) as FieldProblem | null,
  };
}

const WRONG_WHILE_TYPING = new Set<FieldProblem>(['numberInvalid', 'expiryMonthInvalid', 'expiryPast']);

/** The problem the field shows now, and on which input: the first in number, expiry, CVC order. */
export function visibleProblem(state: CardState): { input: CardInput; problem: FieldProblem } | null {
  const problems = problemsOf(state);
  for (const input of ['number', 'expiry', 'cvc'] as const) {
    const problem = problems[input];
    if (!problem || state[input] === '') continue;
    if (WRONG_WHILE_TYPING.has(problem) || state.left.has(input)) return { input, problem };
  }
  return null;
}

/** The first problem when paying: every input counts, typed or not. */
export function firstProblem(state: CardState): FieldProblem | null {
  const problems = problemsOf(state);
  return problems.number ?? problems.expiry ?? problems.cvc;
}

export function isEmpty(state: CardState): boolean {
  return state.number === '' && state.expiry === '' && state.cvc === '';
}

export function isComplete(state: CardState): boolean {
  return firstProblem(state) === null;
}

export function brandOf(state: CardState): CardBrand {
  return detectBrand(state.number);
}
