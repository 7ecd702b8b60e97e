import { describe, expect, it } from 'vitest';
import {
  decideRenewalRefusal,
  decideRenewalStep,
  refusalsInARow,
  RENEWAL_ATTEMPTS,
  RENEWAL_RETAKE_MINUTES,
  RENEWAL_RETRY_AFTER_HOURS,
  type RenewalAttempt,
} from '#src/domain/commerce/renewal-attempts';
import {
  mailDay,
  renewalRefusedMail,
  subscriptionEndedUnpaidMail,
} from '#src/domain/mail/subscription-renewal';

const now = new Date('2026-12-25T18:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const hoursAgo = (hours: number) => minutesAgo(hours * 60);
const tried = (charge: number, attempt: number, status: string, createdAt: string): RenewalAttempt => ({
  charge,
  attempt,
  status,
  createdAt,
});

describe("a try at a period's charge taken by the studio's server (decisions 082, 085)", () => {
  it('keeps its constants in one place: three tries, a day apart', () => {
    expect([RENEWAL_ATTEMPTS, RENEWAL_RETRY_AFTER_HOURS, RENEWAL_RETAKE_MINUTES]).toEqual([3, 23, 30]);
  });

  it.each([
    ['the first try when none was taken', [], { step: 'take', attempt: 1 }],
    ['left while another run is charging it', [tried(1, 1, 'pending', minutesAgo(1))], { step: 'leave' }],
    [
      'a claim taken again, same try, once its run has surely died',
      [tried(1, 1, 'pending', minutesAgo(RENEWAL_RETAKE_MINUTES))],
      { step: 'retake', attempt: 1 },
    ],
    ['left once paid', [tried(1, 1, 'completed', hoursAgo(30))], { step: 'leave' }],
    [
      'left once paid on a retry',
      [tried(1, 1, 'failed', hoursAgo(50)), tried(1, 2, 'completed', hoursAgo(26))],
      { step: 'leave' },
    ],
    ['a refusal left until a day has passed', [tried(1, 1, 'failed', hoursAgo(22))], { step: 'leave' }],
    [
      'a refusal tried again, as the next try, a day later',
      [tried(1, 1, 'failed', hoursAgo(RENEWAL_RETRY_AFTER_HOURS))],
      { step: 'take', attempt: 2 },
    ],
    [
      'the third try after two refusals',
      [tried(1, 1, 'failed', hoursAgo(48)), tried(1, 2, 'failed', hoursAgo(24))],
      { step: 'take', attempt: 3 },
    ],
    [
      'nothing after the last try was refused',
      [
        tried(1, 1, 'failed', hoursAgo(72)),
        tried(1, 2, 'failed', hoursAgo(48)),
        tried(1, 3, 'failed', hoursAgo(24)),
      ],
      { step: 'leave' },
    ],
  ] as const)('%s', (_, attempts, expected) => {
    expect(decideRenewalStep(attempts, 1, now)).toEqual(expected);
  });

  it("tries a new period's charge afresh once the last was paid", () => {
    const paidOnRetry = [tried(1, 1, 'failed', hoursAgo(800)), tried(1, 2, 'completed', hoursAgo(770))];
    expect(decideRenewalStep(paidOnRetry, 2, now)).toEqual({ step: 'take', attempt: 1 });
  });

  it('counts refusals in a row over periods: a daily subscription still ends', () => {
    const daily = [tried(1, 1, 'failed', hoursAgo(48)), tried(2, 1, 'failed', hoursAgo(24))];
    expect(refusalsInARow(daily)).toBe(2);
    expect(decideRenewalStep(daily, 3, now)).toEqual({ step: 'take', attempt: 1 });
    const used = [...daily, tried(3, 1, 'failed', hoursAgo(1))];
    expect(decideRenewalStep(used, 4, now)).toEqual({ step: 'leave' });
    // A paid try starts the count again; a pending one counts for nothing yet.
    expect(refusalsInARow([...daily, tried(3, 1, 'completed', hoursAgo(1))])).toBe(0);
    expect(refusalsInARow([...daily, tried(3, 1, 'pending', hoursAgo(1))])).toBe(2);
  });

  it('a refusal is tried again a day after it was taken, until the last ends the subscription', () => {
    const active = { status: 'active' };
    const first = [tried(1, 1, 'failed', now.toISOString())];
    expect(decideRenewalRefusal(active, first, { createdAt: now.toISOString() })).toEqual({
      kind: 'retry',
      retryAt: new Date('2026-12-26T17:00:00.000Z'),
    });
    const third = [
      tried(1, 1, 'failed', hoursAgo(48)),
      tried(1, 2, 'failed', hoursAgo(24)),
      tried(1, 3, 'failed', now.toISOString()),
    ];
    expect(decideRenewalRefusal(active, third, { createdAt: now.toISOString() })).toEqual({
      kind: 'end',
      status: 'cancelled',
      attempts: 3,
    });
    // Cancelled while it was charged: nothing follows.
    expect(decideRenewalRefusal({ status: 'cancelled' }, third, { createdAt: now.toISOString() })).toEqual({
      kind: 'none',
    });
  });
});

describe('the mails of a refused renewal', () => {
  const facts = { customerName: 'Ana', title: 'Membresía mensual', cents: 159900 };

  it('names the studio day of the next try, and the end after the last', () => {
    expect(mailDay(new Date('2026-12-27T03:00:00.000Z'), 6)).toBe('26/12/2026');
    expect(renewalRefusedMail(facts, { at: new Date('2026-12-26T17:00:00.000Z'), offsetHours: 6 })).toEqual({
      subject: 'Cobro rechazado: Membresía mensual',
      body: 'Hola Ana: no pudimos cobrar $1,599.00 de tu suscripción Membresía mensual a tu tarjeta guardada. Lo intentaremos de nuevo el 26/12/2026. Si el cobro no pasa, tu suscripción terminará.',
    });
    expect(subscriptionEndedUnpaidMail(facts, 3)).toEqual({
      subject: 'Suscripción terminada: Membresía mensual',
      body: 'Hola Ana: no pudimos cobrar $1,599.00 de tu suscripción Membresía mensual después de 3 intentos, así que tu suscripción terminó y no se renovará. Tus clases vigentes siguen disponibles hasta su vencimiento. Para continuar, compra de nuevo tu paquete.',
    });
  });
});
