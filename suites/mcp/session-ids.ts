// Whether a few session ids, issued one after another, can be worked out from one another: the same id
// twice, or ids alike but for one short run that reads as a number (decimal, hex or base 36) growing
// by small steps, as a counter or a clock gives. Random ids differ from their first characters on.
// The answer names the steps, never the ids (a session id is a credential).

const MAX_RUN = 24;
const MAX_STEP = 2n ** 32n;

function asNumber(run: string): bigint | undefined {
  const s = run.toLowerCase();
  const base = /^[0-9]+$/.test(s) ? 10n : /^[0-9a-f]+$/.test(s) ? 16n : /^[0-9a-z]+$/.test(s) ? 36n : undefined;
  if (!base || !s) return undefined;
  let n = 0n;
  for (const c of s) n = n * base + BigInt(parseInt(c, 36));
  return n;
}

/** Why the ids are predictable, or undefined. */
export function predictable(ids: readonly string[]): string | undefined {
  if (new Set(ids).size < ids.length) return 'the same id was issued twice';
  const first = ids[0]!;
  const shortest = Math.min(...ids.map((i) => i.length));
  let prefix = 0;
  while (prefix < shortest && ids.every((i) => i[prefix] === first[prefix])) prefix++;
  let suffix = 0;
  while (suffix < shortest - prefix && ids.every((i) => i[i.length - 1 - suffix] === first[first.length - 1 - suffix])) suffix++;
  // the differing run, widened to the digits and letters around it (11 → 12 shares its "1")
  const word = /[0-9a-z]/i;
  while (prefix > 0 && ids.every((i) => word.test(i[prefix - 1]!))) prefix--;
  while (suffix > 0 && ids.every((i) => word.test(i[i.length - suffix]!))) suffix--;
  const runs = ids.map((i) => i.slice(prefix, i.length - suffix));
  if (runs.some((r) => r.length > MAX_RUN)) return undefined;
  const numbers = runs.map(asNumber);
  if (numbers.some((n) => n === undefined)) return undefined;
  const steps = numbers.slice(1).map((n, k) => n! - numbers[k]!);
  if (steps.every((d) => (d < 0n ? -d : d) < MAX_STEP))
    return `the ids are alike but for a ${Math.max(...runs.map((r) => r.length))}-character run that reads as a number, stepping by ${steps.join(', ')}`;
  return undefined;
}
