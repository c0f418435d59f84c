/** "42 characters (recommended 50-60)": the spec's guidance lengths as helper text. */
export function lengthHint(value: string | undefined, [min, max]: readonly [number, number]): string {
  const n = (value ?? '').length;
  return `${n} character${n === 1 ? '' : 's'} (recommended ${min}-${max})`;
}
