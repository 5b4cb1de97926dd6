import type { CsvRecord } from './parse-csv';
import { parseCsvWithHeader } from './parse-csv';
import { nameIdOf } from './name-id';

const WHOLE_NUMBER = /^(0|[1-9][0-9]*)$/;

/**
 * Typed access to the fields of one catalogue CSV record: every check that fails throws naming the file, the
 * line and the column, so a bad catalogue is refused before anything is written.
 */
export class CatalogueRow<K extends string> {
  private readonly line: number;
  private readonly fields: Record<K, string>;

  constructor(
    private readonly file: string,
    record: CsvRecord<K>,
  ) {
    this.line = record.line;
    this.fields = record.fields;
  }

  error(message: string): Error {
    return new Error(`${this.file}: line ${this.line}: ${message}`);
  }

  text(column: K): string {
    return this.fields[column].trim();
  }

  optionalText(column: K): string | undefined {
    return this.text(column) || undefined;
  }

  /** A `|`-separated list, without empty entries or repeats. */
  list(column: K): string[] {
    return [
      ...new Set(
        this.text(column)
          .split('|')
          .map((entry) => entry.trim())
          .filter((entry) => entry !== ''),
      ),
    ];
  }

  /** A `|`-separated list whose every entry is one of `values`. */
  listOf<T extends string>(column: K, values: readonly T[]): T[] {
    return this.list(column).map((entry) => this.member(column, entry, values));
  }

  oneOf<T extends string>(column: K, values: readonly T[]): T {
    return this.member(column, this.text(column), values);
  }

  optionalOneOf<T extends string>(column: K, values: readonly T[]): T | undefined {
    return this.text(column) === '' ? undefined : this.oneOf(column, values);
  }

  int(column: K, min: number, max: number): number {
    return this.wholeNumber(column, this.text(column), min, max);
  }

  optionalInt(column: K, min: number, max: number): number | undefined {
    return this.text(column) === '' ? undefined : this.int(column, min, max);
  }

  /** A number between 0 and 1. */
  optionalShare(column: K): number | undefined {
    const value = this.text(column);
    if (value === '') {
      return undefined;
    }
    const share = /^[01](\.[0-9]+)?$/.test(value) ? Number(value) : NaN;
    if (!(share >= 0 && share <= 1)) {
      throw this.error(`${column} "${value}" must be a number from 0 to 1`);
    }
    return share;
  }

  /** The id of a name that must be in names.csv. */
  knownName(column: K, known: ReadonlySet<string>): string {
    const id = nameIdOf(this.text(column));
    if (!known.has(id)) {
      throw this.error(`${column} "${this.text(column)}" is not in names.csv`);
    }
    return id;
  }

  wholeNumber(column: K, value: string, min: number, max: number): number {
    const number = WHOLE_NUMBER.test(value) ? Number(value) : NaN;
    if (!(number >= min && number <= max)) {
      throw this.error(`${column} "${value}" must be a whole number from ${min} to ${max}`);
    }
    return number;
  }

  private member<T extends string>(column: K, value: string, values: readonly T[]): T {
    const match = values.find((candidate) => candidate === value);
    if (match === undefined) {
      throw this.error(`${column} "${value}" must be one of ${values.join(', ')}`);
    }
    return match;
  }
}

/** Refuses a second record with the same key (the file's unique columns). */
export function uniqueBy<K extends string>(): (row: CatalogueRow<K>, key: string) => void {
  const seen = new Set<string>();
  return (row, key) => {
    if (seen.has(key)) {
      throw row.error(`repeats an earlier row (${key.replaceAll('\0', ', ')})`);
    }
    seen.add(key);
  };
}

/** The records of a catalogue CSV file with exactly `columns`, as rows. */
export function catalogueRows<K extends string>(
  bytes: Buffer,
  columns: readonly K[],
  file: string,
): CatalogueRow<K>[] {
  return parseCsvWithHeader(bytes.toString('utf8'), columns, file).map(
    (record) => new CatalogueRow(file, record),
  );
}
