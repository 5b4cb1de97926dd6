import Papa from 'papaparse';

export interface CsvRecord<K extends string> {
  /** The line the record ends on (a quoted field may span lines), for error messages. */
  line: number;
  fields: Record<K, string>;
}

/** Counts the lines of `text` as a reader moves forward through it, one line break at a time. */
function lineCounter(text: string): (position: number) => number {
  let line = 1;
  let nextBreak = text.indexOf('\n');
  return (position) => {
    while (nextBreak !== -1 && nextBreak < position) {
      line++;
      nextBreak = text.indexOf('\n', nextBreak + 1);
    }
    return line;
  };
}

/**
 * The records of a CSV file whose header must be exactly `columns`, keyed by column name. A wrong or missing
 * header, malformed quoting or a record with another number of fields throws naming the file and the line.
 * Papa Parse rather than csv-parse: the catalogue's 320,000 records are most of a first start (decision 83).
 */
export function parseCsvWithHeader<K extends string>(
  text: string,
  columns: readonly K[],
  fileLabel: string,
): CsvRecord<K>[] {
  const headerError = () => new Error(`${fileLabel}: header must be exactly "${columns.join(',')}"`);
  const lineAt = lineCounter(text);
  const records: CsvRecord<K>[] = [];
  let header: string[] | undefined;
  let failure: Error | undefined;
  let startLine = 1;
  Papa.parse<string[]>(text, {
    skipEmptyLines: true,
    step: ({ data, errors, meta }, parser) => {
      // The cursor stands after the record's line break, when it has one.
      const line = lineAt(text[meta.cursor - 1] === '\n' ? meta.cursor - 1 : meta.cursor);
      if (errors.length > 0) {
        failure = new Error(`${fileLabel}: ${errors[0]?.message ?? 'malformed record'} at line ${startLine}`);
      } else if (!header) {
        header = data;
        if (data.join(',') !== columns.join(',')) {
          failure = headerError();
        }
      } else if (data.length !== columns.length) {
        failure = new Error(
          `${fileLabel}: ${data.length} fields where the header has ${columns.length} on line ${line}`,
        );
      } else {
        const fields = {} as Record<K, string>;
        columns.forEach((column, index) => {
          fields[column] = data[index] ?? '';
        });
        records.push({ line, fields });
      }
      if (failure) {
        parser.abort();
      }
      startLine = line + 1;
    },
  });
  if (failure) {
    throw failure;
  }
  if (!header) {
    throw headerError();
  }
  return records;
}
