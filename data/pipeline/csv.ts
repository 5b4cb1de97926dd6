/** Minimal RFC 4180 reading and writing (fields never contain line breaks in our sources). */

/** Splits one CSV line into fields, honouring double-quoted fields with doubled quotes inside. */
export function parseCsvLine(line: string, separator = ','): string[] {
  if (!line.includes('"')) {
    return line.split(separator);
  }
  const fields: string[] = [];
  let field = '';
  let inQuotes = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (inQuotes) {
      if (ch === '"') {
        if (line[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          inQuotes = false;
        }
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      inQuotes = true;
    } else if (ch === separator) {
      fields.push(field);
      field = '';
    } else {
      field += ch;
    }
  }
  fields.push(field);
  return fields;
}

/** Splits a file's text into lines without line ends, dropping a final empty line. */
export function splitLines(text: string): string[] {
  const lines = text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  if (lines.length > 0 && lines[lines.length - 1] === '') {
    lines.pop();
  }
  return lines;
}

/** Parses a whole CSV text into rows of fields (the header row included). */
export function parseCsv(text: string, separator = ','): string[][] {
  return splitLines(text).map((line) => parseCsvLine(line, separator));
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
