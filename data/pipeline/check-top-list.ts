/** Consistency check of a transcribed top-N list: N names per year and sex, counts never increasing down a list. */

export interface ListRow {
  year: number;
  female: boolean;
  name: string;
  count: number;
  /** 1-based line number in the file, for the error message. */
  line: number;
}

/** Throws naming the file, year and sex of the first list that breaks the rules. Rows are in file (rank) order. */
export function checkTopList(file: string, rows: readonly ListRow[], size: number): void {
  const lists = new Map<string, ListRow[]>();
  for (const row of rows) {
    const id = `${row.year} ${row.female ? 'F' : 'M'}`;
    lists.set(id, [...(lists.get(id) ?? []), row]);
  }
  for (const [id, list] of lists) {
    if (list.length !== size) {
      throw new Error(`${file}: the ${id} list has ${list.length} names, expected ${size}`);
    }
    for (let i = 1; i < list.length; i++) {
      const previous = list[i - 1];
      const row = list[i];
      if (previous !== undefined && row !== undefined && row.count > previous.count) {
        throw new Error(
          `${file}: line ${row.line}: ${row.name} (${row.count}) has more births than ${previous.name} ` +
            `(${previous.count}) above it in the ${id} list`,
        );
      }
    }
  }
}
