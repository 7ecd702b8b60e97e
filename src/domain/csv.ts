/**
 * A CSV file of what a table shows: a header row and one row per record, comma separated,
 * quoted where a value holds a comma, a quote or a line break (RFC 4180). A leading BOM lets
 * spreadsheet programs read the accents as UTF-8.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
