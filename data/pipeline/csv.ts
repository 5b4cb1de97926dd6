/** CSV reading (csv-parse) and writing, RFC 4180. */
import { CsvError, parse } from 'csv-parse/sync';

/**
 * Parses CSV text into rows of fields, the header row included. Row `i` is line `i + 1` of the file, because a
 * field holding a line break is refused (none of our sources has one), so callers can name the line in their
 * errors. Malformed quoting or a row with another number of fields throws naming `file` and the line.
 */
export function readCsv(text: string, file: string, delimiter = ','): string[][] {
  let rows: string[][];
  try {
    rows = parse(text, { delimiter });
  } catch (error) {
    throw error instanceof CsvError ? new Error(`${file}: ${error.message}`) : error;
  }
  const broken = rows.findIndex((fields) => fields.some((field) => /[\r\n]/.test(field)));
  if (broken !== -1) {
    throw new Error(`${file}: line ${broken + 1}: a field holds a line break`);
  }
  return rows;
}

/** Quotes a field only when RFC 4180 requires it. */
export function formatCsvField(value: string): string {
  if (/[",\r\n]/.test(value)) {
    return `"${value.replaceAll('"', '""')}"`;
  }
  return value;
}

/** Formats rows as CSV text with LF line ends and a final line end. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(formatCsvField).join(',')).join('\n') + '\n';
}
