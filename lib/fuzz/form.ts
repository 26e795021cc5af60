// Mutated form and query strings: start from a valid parameter set, then drop, duplicate, empty,
// overlong, re-case, mis-encode or add parameters. The raw bytes are kept exactly as generated.
import fc from 'fast-check';
import { badEncoding, hostile, mixedCase, overlong, unicode } from './values.ts';

export type Pair = [name: string, rawValue: string];

export interface RawForm {
  /** what was done to the valid set, for reading a counterexample */
  mutations: string[];
  /** name and already-encoded value, in order, repeats allowed */
  pairs: Pair[];
  /** bytes appended as-is (invalid UTF-8) */
  tail?: number[];
}

const enc = encodeURIComponent;

type Mutation = (pairs: Pair[]) => fc.Arbitrary<{ what: string; pairs: Pair[]; tail?: number[] }>;

function pick(pairs: Pair[]): fc.Arbitrary<number> {
  return fc.integer({ min: 0, max: Math.max(0, pairs.length - 1) });
}

const replaceValue =
  (label: string, value: fc.Arbitrary<string>, encode = true): Mutation =>
  (pairs) =>
    fc.tuple(pick(pairs), value).map(([i, v]) => ({
      what: `${label} ${pairs[i]?.[0]}`,
      pairs: pairs.map((p, j) => (j === i ? [p[0], encode ? enc(v) : v] : p)),
    }));

// built once: a regex arbitrary built inside chain() would be parsed again for every case
const extraName = fc.stringMatching(/^[a-z_]{1,12}$/);

const MUTATIONS: Mutation[] = [
  (pairs) => pick(pairs).map((i) => ({ what: `drop ${pairs[i]?.[0]}`, pairs: pairs.filter((_, j) => j !== i) })),
  (pairs) =>
    fc.tuple(pick(pairs), fc.boolean()).map(([i, same]) => ({
      what: `duplicate ${pairs[i]?.[0]}`,
      pairs: [...pairs, [pairs[i]?.[0] ?? 'x', same ? (pairs[i]?.[1] ?? '') : 'other']] as Pair[],
    })),
  replaceValue('empty', fc.constant('')),
  replaceValue('overlong', overlong('scope ')),
  replaceValue('unicode', unicode),
  replaceValue('hostile', hostile),
  replaceValue('bad percent-encoding', badEncoding, false),
  (pairs) =>
    pick(pairs).chain((i) =>
      mixedCase(pairs[i]?.[0] ?? 'x').map((name) => ({
        what: `re-case name ${pairs[i]?.[0]}`,
        pairs: pairs.map((p, j) => (j === i ? [name, p[1]] : p)) as Pair[],
      })),
    ),
  (pairs) =>
    fc.tuple(extraName, fc.oneof(unicode, hostile)).map(([k, v]) => ({ what: `extra ${k}`, pairs: [...pairs, [k, enc(v)]] as Pair[] })),
  (pairs) => fc.constant({ what: 'invalid UTF-8 bytes', pairs, tail: [0x26, 0x78, 0x3d, 0xff, 0xfe, 0xc3, 0x28] }),
];

/** A valid form (from the arbitrary), sometimes as is, usually with one to three mutations. */
export function mutatedForm(valid: fc.Arbitrary<Record<string, string>>): fc.Arbitrary<RawForm> {
  return valid.chain((v) => {
    const start: Pair[] = Object.entries(v).map(([k, x]) => [enc(k), enc(x)]);
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant({ mutations: [] as string[], pairs: start }) },
      { weight: 6, arbitrary: fc.integer({ min: 1, max: 3 }).chain((n) => applyMutations(start, n)) },
    );
  });
}

function applyMutations(pairs: Pair[], n: number): fc.Arbitrary<RawForm> {
  if (n === 0) return fc.constant({ mutations: [], pairs });
  return fc
    .integer({ min: 0, max: MUTATIONS.length - 1 })
    .chain((m) => MUTATIONS[m]!(pairs))
    .chain((r) =>
      applyMutations(r.pairs, n - 1).map((rest) => ({
        mutations: [r.what, ...rest.mutations],
        pairs: rest.pairs,
        tail: r.tail ?? rest.tail,
      })),
    );
}

export function formBytes(f: RawForm): Buffer {
  const text = Buffer.from(f.pairs.map(([k, v]) => `${k}=${v}`).join('&'));
  return f.tail ? Buffer.concat([text, Buffer.from(f.tail)]) : text;
}
