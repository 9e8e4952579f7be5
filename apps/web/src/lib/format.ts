// How numbers read on screen: grouped thousands for counts, kbps for bitrates.
const whole = new Intl.NumberFormat('en');

export function formatCount(value: number): string {
  return whole.format(value);
}

/** "1 station", "12 stations". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
