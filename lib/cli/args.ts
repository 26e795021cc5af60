// Command-line parsing for cs-conformance (node:util parseArgs), with usage errors as exit 2.
import { parseArgs } from 'node:util';

export class UsageError extends Error {
  readonly exitCode = 2;
}

export const USAGE = `Usage:
  cs-conformance run [--base-url URL] [--config FILE] [--suite PREFIX]... [--report-dir DIR]
                     [--seed N] [--strict] [--other-origin URL] [--fuzz-cases N] [--fault ID]...
      Run the suites against URL, or against the embedded reference server when no URL is given
      (--fault switches a reference-server fault on; only without --base-url).
  cs-conformance list [--clauses] [--suite PREFIX]...
      List suites, their tests and clauses; --clauses lists every clause of the spec with the
      tests that check it, marking untested ones.
  cs-conformance reference [--fault ID]... [--list-faults]
      Start the reference server alone and print its origins and enabled faults.

Exit codes: 0 all passed, 1 a conformance failure, 2 usage or config error, 3 target unreachable.`;

const options = {
  'base-url': { type: 'string' },
  config: { type: 'string' },
  suite: { type: 'string', multiple: true },
  'report-dir': { type: 'string' },
  seed: { type: 'string' },
  strict: { type: 'boolean' },
  'other-origin': { type: 'string' },
  fault: { type: 'string', multiple: true },
  clauses: { type: 'boolean' },
  'list-faults': { type: 'boolean' },
  'fuzz-cases': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  quiet: { type: 'boolean', short: 'q' },
} as const;

export function parse(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
    const [command = 'help', ...rest] = positionals;
    if (rest.length) throw new UsageError(`unexpected argument: ${rest[0]}`);
    let seed: number | undefined;
    if (values.seed !== undefined) {
      seed = Number(values.seed);
      if (!Number.isInteger(seed) || seed < 0) throw new UsageError(`--seed: expected a non-negative integer, got "${values.seed}"`);
    }
    let fuzzCases: number | undefined;
    if (values['fuzz-cases'] !== undefined) {
      fuzzCases = Number(values['fuzz-cases']);
      if (!Number.isInteger(fuzzCases) || fuzzCases < 1)
        throw new UsageError(`--fuzz-cases: expected a positive integer, got "${values['fuzz-cases']}"`);
    }
    return { command, values, seed, fuzzCases };
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError((e as Error).message);
  }
}
