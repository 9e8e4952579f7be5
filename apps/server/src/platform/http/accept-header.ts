// Accept-Encoding and Accept-Language: a list of values, each with an optional weight (q=0 to 1).

/** The header's values in lower case, most wanted first (by weight, then as listed); refused ones (q=0) left out. */
export function acceptedValues(header: string | undefined): string[] {
  const weighed: Array<{ value: string; weight: number }> = [];
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [value = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = quality ? Number(quality.slice(2)) : 1;
    if (value !== '' && weight > 0) weighed.push({ value, weight });
  }
  return weighed.sort((a, b) => b.weight - a.weight).map(({ value }) => value);
}
