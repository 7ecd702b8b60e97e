/** Nearest-rank percentile over every answer's latency (all status codes); NaN when there is none. */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}
