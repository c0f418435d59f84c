/** Small printing helpers shared by the bench sections. */

/** A plain fixed-width table (console.table quotes every string). */
export function printColumns(rows: Record<string, string>[]) {
  if (!rows.length) return;
  const keys = Object.keys(rows[0]!);
  const width = (k: string) => Math.max(k.length, ...rows.map((r) => (r[k] ?? '').length));
  const widths = keys.map(width);
  const line = (cells: string[]) => '  ' + cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  console.log(line(keys));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(keys.map((k) => r[k] ?? '')));
}

/** A count with thousands separators. */
export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** A fraction as a whole percentage. */
export const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
