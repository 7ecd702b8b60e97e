import { roundMoney } from './money';

/**
 * A CSV file of what a table shows: a header row and one row per record, comma separated,
 * quoted where a value holds a comma, a quote or a line break (RFC 4180), or every field with
 * `quoteAll` (the reports: a spreadsheet then never reads a name or a date as a number or a
 * formula). A leading BOM lets spreadsheet programs read the accents as UTF-8.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
  options: { quoteAll?: boolean } = {},
): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    return options.quoteAll || /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * Pesos as a spreadsheet in Mexico reads a number: two decimals after a point, no thousands
 * separator and no sign of currency (`1350.00`), so sums work on the downloaded column.
 */
export function csvMoney(amount: number): string {
  return roundMoney(amount).toFixed(2);
}
