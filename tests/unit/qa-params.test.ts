import { describe, expect, it } from 'vitest';
import {
  formatClockOffset,
  offsetFromDaysHours,
  parseClockOffset,
} from '#src/features/devtools/qa-console/clock-offset';
import { parseQaParams, withoutQaParams } from '#src/features/devtools/qa-console/qa-params';
import { pathAfterLogIn } from '#src/features/devtools/qa-console/persona-login';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('QA clock offsets', () => {
  it.each([
    ['+2d', 2 * DAY],
    ['2d', 2 * DAY],
    [' 2d', 2 * DAY], // a `+` in a query string arrives as a space
    ['-3h', -3 * HOUR],
    ['+1d6h', DAY + 6 * HOUR],
    ['90m', 90 * 60_000],
    ['0', 0],
    ['now', 0],
    ['2 days', null],
    ['+2x', null],
    ['', null],
    ['1.5d', null],
  ])('%j reads as %j', (text, ms) => {
    expect(parseClockOffset(text)).toBe(ms);
  });

  it.each([
    [0, '0'],
    [2 * DAY, '+2d'],
    [-(DAY + 6 * HOUR), '-1d6h'],
    [90 * 60_000, '+1h30m'],
  ])('%j writes as %j', (ms, text) => {
    expect(formatClockOffset(ms)).toBe(text);
    expect(parseClockOffset(text)).toBe(ms);
  });

  it('adds the console’s days and hours, negatives and blanks included', () => {
    expect(offsetFromDaysHours(1, -2)).toBe(DAY - 2 * HOUR);
    expect(offsetFromDaysHours(0, 1.5)).toBe(1.5 * HOUR);
    expect(offsetFromDaysHours(Number.NaN, 3)).toBe(3 * HOUR);
  });
});

describe('QA URL parameters', () => {
  it('reads the example link of the README', () => {
    const request = parseQaParams(
      '?qa-persona=ana&qa-latency=800&qa-fail=writes&qa-clock=+2d&qa-scenario=class-fills',
    );
    expect(request).toEqual({
      reset: false,
      persona: 'ana',
      scenarios: { latencyMs: 800, fault: 'writes', classFillsOnNextReserve: true },
      clockOffsetMs: 2 * DAY,
      config: {},
      invalid: [],
    });
  });

  it.each([
    ['qa-persona=sincreditos@demo.mx', { persona: 'sincreditos' }],
    ['qa-persona=none', { persona: 'none' }],
    ['qa-fail=network', { scenarios: { fault: 'network' } }],
    ['qa-fail=none&qa-latency=0', { scenarios: { fault: 'none', latencyMs: 0 } }],
    [
      'qa-scenario=spot-taken,expire-token',
      { scenarios: { spotTakenOnNextReserve: true, expireTokenOnNextCall: true } },
    ],
    [
      'qa-scenario=already-reserved,sold-out',
      { scenarios: { alreadyReservedOnNextReserve: true, soldOutOnNextPurchase: true } },
    ],
    [
      'qa-scenario=none',
      {
        scenarios: {
          expireTokenOnNextCall: false,
          classFillsOnNextReserve: false,
          spotTakenOnNextReserve: false,
          alreadyReservedOnNextReserve: false,
          soldOutOnNextPurchase: false,
        },
      },
    ],
    ['qa-reset', { reset: true }],
    ['qa-reset=1', { reset: true }],
    ['qa', { console: 'shown' }],
    ['qa=open', { console: 'open' }],
    ['qa=off', { console: 'hidden' }],
    ['qa-clock=now', { clockOffsetMs: 0 }],
    [
      'qa-config=signup_fee:9&qa-config=stripe_checkout_mode:session',
      { config: { signup_fee: '9', stripe_checkout_mode: 'session' } },
    ],
    ['qa-config=banner_text:Hola: 10%', { config: { banner_text: 'Hola: 10%' } }],
  ])('%s', (search, expected) => {
    expect(parseQaParams(search)).toMatchObject({ ...expected, invalid: [] });
  });

  it.each([
    ['qa-persona=pedro', 'qa-persona=pedro'],
    ['qa-latency=-5', 'qa-latency=-5'],
    ['qa-latency=', 'qa-latency='],
    ['qa-latency=lento', 'qa-latency=lento'],
    ['qa-fail=sometimes', 'qa-fail=sometimes'],
    ['qa-scenario=class-fills,meteor', 'qa-scenario=class-fills,meteor'],
    ['qa-clock=tomorrow', 'qa-clock=tomorrow'],
    ['qa-colour=red', 'qa-colour=red'],
    ['qa-config=signup_fee', 'qa-config=signup_fee'],
  ])('names what it cannot read: %s', (search, invalid) => {
    const request = parseQaParams(search);
    expect(request.invalid).toEqual([invalid]);
    expect(request.scenarios).toEqual({});
    expect(request.persona).toBeUndefined();
  });

  it('leaves the app’s own parameters alone', () => {
    expect(parseQaParams('?week=2&quantity=3')).toEqual({
      reset: false,
      scenarios: {},
      config: {},
      invalid: [],
    });
    expect(withoutQaParams('http://localhost/mystudio?qa-persona=ana&week=2&qa=1#top')).toBe(
      '/mystudio?week=2#top',
    );
    expect(withoutQaParams('http://localhost/?qa-fail=writes')).toBe('/');
  });
});

describe('where a one-click log-in lands', () => {
  it.each([
    ['/', '/mystudio'],
    ['/entrar', '/mystudio'],
    ['/registro', '/mystudio'],
    ['/calendario', null],
    ['/mystudio/waitlists', null],
  ])('%s → %s', (from, to) => {
    expect(pathAfterLogIn(from)).toBe(to);
  });
});
