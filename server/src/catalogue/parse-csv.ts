/** Parses RFC 4180 CSV text (quoted fields may hold commas, quotes and line breaks) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
      continue;
    }
    if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') {
        i++;
      }
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Rows of a CSV file with a required header, as objects keyed by column name. */
export function parseCsvWithHeader<K extends string>(
  text: string,
  columns: readonly K[],
  fileLabel: string,
): Record<K, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header || header.join(',') !== columns.join(',')) {
    throw new Error(`${fileLabel}: header must be exactly "${columns.join(',')}"`);
  }
  return rows.map((fields, index) => {
    if (fields.length !== columns.length) {
      throw new Error(
        `${fileLabel}: line ${index + 2} has ${fields.length} fields, expected ${columns.length}`,
      );
    }
    const record: Partial<Record<K, string>> = {};
    columns.forEach((column, position) => {
      record[column] = fields[position] ?? '';
    });
    return record as Record<K, string>;
  });
}
