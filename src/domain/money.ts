/**
 * Money in MXN, the studio's only currency. Displayed as `$1,350.00`: a dollar sign (the peso's
 * own symbol), a comma every three digits, a point before exactly two decimals, and a leading
 * minus for negatives (`-$50.00`). Built by hand rather than with Intl so that every runtime
 * (browsers, Node without full ICU) prints the same text.
 */

/** Rounds to cents, half away from zero, without binary-fraction surprises (1.005 → 1.01). */
export function roundMoney(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(amount) * 100 + 1e-8)) / 100;
}

export function formatMxn(amount: number): string {
  const cents = Math.round(Math.abs(roundMoney(amount)) * 100);
  const whole = Math.floor(cents / 100).toString();
  const fraction = (cents % 100).toString().padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 && cents > 0 ? '-' : ''}$${grouped}.${fraction}`;
}
