import { CsvError, parse } from 'csv-parse/sync';

export interface CsvRecord<K extends string> {
  /** The line the record ends on (a quoted field may span lines), for error messages. */
  line: number;
  fields: Record<K, string>;
}

/**
 * The records of a CSV file whose header must be exactly `columns`, keyed by column name. A wrong or missing
 * header, malformed quoting or a record with another number of fields throws naming the file and the line.
 */
export function parseCsvWithHeader<K extends string>(
  text: string,
  columns: readonly K[],
  fileLabel: string,
): CsvRecord<K>[] {
  const headerError = () => new Error(`${fileLabel}: header must be exactly "${columns.join(',')}"`);
  let hasHeader = false;
  try {
    const records = parse<CsvRecord<K>, Record<string, string>>(text, {
      columns: (header) => {
        if (header.join(',') !== columns.join(',')) {
          throw headerError();
        }
        hasHeader = true;
        return [...columns];
      },
      on_record: (fields, { lines }) => ({ line: lines, fields }),
    });
    if (!hasHeader) {
      throw headerError();
    }
    return records;
  } catch (error) {
    throw error instanceof CsvError ? new Error(`${fileLabel}: ${error.message}`) : error;
  }
}
