export interface Measurement {
  suite: string;
  name: string;
  value: number;
  unit: string;
  /** Upper bound unless `higherIsBetter`. */
  budget?: number;
  higherIsBetter?: boolean;
  note?: string;
}

export function withinBudget(m: Measurement): boolean {
  if (m.budget === undefined) return true;
  return m.higherIsBetter ? m.value >= m.budget : m.value <= m.budget;
}

function formatValue(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 1);
}

export function printTable(measurements: readonly Measurement[]): void {
  const rows = measurements.map((m) => [
    m.suite,
    m.name,
    `${formatValue(m.value)} ${m.unit}`,
    m.budget === undefined ? '' : `${m.higherIsBetter ? '≥' : '≤'} ${formatValue(m.budget)} ${m.unit}`,
    m.budget === undefined ? '' : withinBudget(m) ? 'ok' : m.higherIsBetter ? 'BELOW BUDGET' : 'OVER BUDGET',
  ]);
  const header = ['suite', 'measurement', 'value', 'budget', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
