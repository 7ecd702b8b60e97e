import { describe, expect, it } from 'vitest';
import { classReminderEventKey, classReminderMail, reminderWindow } from '#src/domain/mail/class-reminder';
import { membershipAfterExpiry } from '#src/domain/membership-expiry';

/* The shared rules the server's scheduled jobs call (decision 067). */

const NOW = new Date('2026-11-25T18:00:00.000Z');

describe('the reminder the day before a class', () => {
  it("covers the classes starting within the next day on the studio's wall clock", () => {
    // 18:00 UTC is noon in a studio six hours behind; class dates are its wall clock written as UTC.
    expect(reminderWindow(NOW, 6)).toEqual({
      after: '2026-11-25T12:00:00.000Z',
      until: '2026-11-26T12:00:00.000Z',
    });
  });

  it('names the class and its time as the studio wrote them, one mail per reservation', () => {
    expect(
      classReminderMail({
        customerName: 'Ana',
        className: 'Pilates Mat',
        classDate: '2026-11-26T07:00:00.000Z',
      }),
    ).toEqual({
      subject: 'Recordatorio: Pilates Mat 26/11/2026 07:00',
      body: 'Hola Ana: te esperamos en la clase Pilates Mat del 26/11/2026 07:00. Si no puedes asistir, cancela tu reservación desde Mis Reservaciones para liberar tu lugar.',
    });
    expect(classReminderEventKey(41)).toBe('class-reminder:41');
  });
});

describe("a membership's end", () => {
  const ended = { has_unlimited: true, unlimited_membership_expiration: '2026-11-20T00:00:00.000Z' };

  it('turns the flag off once the date has passed and no unlimited row remains', () => {
    expect(membershipAfterExpiry(ended, [], NOW)).toEqual({
      has_unlimited: false,
      unlimited_membership_expiration: null,
    });
  });

  it('follows an unlimited credits row still in force', () => {
    const row = { available_class_id: 1, available_classes: -1, expiration_date: '2026-12-20T00:00:00.000Z' };
    expect(membershipAfterExpiry(ended, [row], NOW)).toEqual({
      has_unlimited: true,
      unlimited_membership_expiration: '2026-12-20T00:00:00.000Z',
    });
  });

  it('changes nothing before the end, without an end date, or without a membership', () => {
    const running = { has_unlimited: true, unlimited_membership_expiration: '2026-12-01T00:00:00.000Z' };
    expect(membershipAfterExpiry(running, [], NOW)).toBeNull();
    expect(
      membershipAfterExpiry({ has_unlimited: true, unlimited_membership_expiration: null }, [], NOW),
    ).toBeNull();
    expect(membershipAfterExpiry({ ...ended, has_unlimited: false }, [], NOW)).toBeNull();
  });
});
