// CSV files for download: UTF-8 with a byte-order mark (so spreadsheet apps read accents and
// Arabic), comma-separated, CRLF line ends (RFC 4180), numbers written as they are.

/** The byte-order mark that opens the file. */
export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | null | undefined;

/**
 * One cell: empty for null, a number as JavaScript writes it (no grouping, `.` as decimal
 * point), text quoted when it holds a comma, a quote, a line break or surrounding spaces. Text
 * that a spreadsheet would run as a formula (starting with = + - @ or a tab) is written with a
 * leading apostrophe.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: the header row, then one row per line. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Hands `content` to the browser as a file named `fileName`. */
export function downloadCsv(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
