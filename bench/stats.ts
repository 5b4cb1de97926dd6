/** Latency summary of a set of samples in milliseconds. */
export interface Latency {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) {
    return Number.NaN;
  }
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function summarise(samples: readonly number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

export function round(value: number, digits = 2): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

export function ratio(ours: number, reference: number): number {
  return reference > 0 ? round(ours / reference) : Number.NaN;
}
