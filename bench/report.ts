/** One line of the printed table: a figure of ours, its reference, their ratio and the target. */
export interface Row {
  benchmark: string;
  ours: string;
  reference: string;
  ratio: string;
  target: string;
  met: boolean | undefined;
}

export function formatTable(rows: readonly Row[]): string {
  const header: Row = {
    benchmark: 'benchmark',
    ours: 'ours',
    reference: 'reference',
    ratio: 'ratio',
    target: 'target',
    met: undefined,
  };
  const cells = [header, ...rows].map((row, index) => [
    row.benchmark,
    row.ours,
    row.reference,
    row.ratio,
    row.target,
    index === 0 ? 'met' : row.met === undefined ? '-' : row.met ? 'yes' : 'NO',
  ]);
  const widths =
    cells[0]?.map((_, column) => Math.max(...cells.map((line) => (line[column] ?? '').length))) ?? [];
  const lines = cells.map(
    (line) => `| ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`,
  );
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [lines[0], rule, ...lines.slice(1)].join('\n');
}

export function fixed(value: number, digits = 1): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}
