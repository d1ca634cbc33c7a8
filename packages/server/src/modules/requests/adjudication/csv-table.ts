/**
 * A cell: empty for none; text that a spreadsheet would run as a formula (starting with = + - @,
 * a tab or a carriage return: names are user data) behind a quote mark; quoted when it holds a
 * comma, a quote or a line break.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A table as CSV text (RFC 4180: CRLF line ends; UTF-8 with a byte-order mark, so a spreadsheet
 * reads names in Chinese characters right): the columns' headers, then one line per row.
 */
export function csvTable<K extends string>(
  columns: Record<K, string>,
  rows: readonly Partial<Record<K, string | number | null>>[],
): string {
  const keys = Object.keys(columns) as K[];
  const lines = [
    keys.map((key) => csvCell(columns[key])).join(','),
    ...rows.map((row) => keys.map((key) => csvCell(row[key])).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
