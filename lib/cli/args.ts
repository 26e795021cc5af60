// Command-line parsing for cs-conformance (node:util parseArgs), with usage errors as exit 2: one
// line naming the problem, and for a mistyped option the option it most likely meant.
import { parseArgs } from 'node:util';
import { closest } from './suggest.ts';
import { TRACE_MODES, type TraceMode } from '../config/trace-mode.ts';
import { PLAIN_PAGE_MODES, SCREENSHOT_MODES } from '../config/evidence-modes.ts';

export class UsageError extends Error {
  readonly exitCode = 2;
}

export const USAGE = `Usage:
  cs-conformance run [--base-url URL] [--config FILE] [--suite PREFIX]... [--report-dir DIR]
                     [--seed N] [--strict] [--other-origin URL] [--fuzz-cases N] [--fault ID]...
                     [--clause GLOB]... [--grep TEXT] [--rerun-failed RUN_DIR] [--shard I/N]
                     [--expected-failures FILE] [--profile security|ci] [--trace on|retain-on-failure|off]
                     [--screenshots on-failure|all] [--plain-pages http|browser]
                     [--start-command CMD [--ready-url URL] [--start-timeout SECONDS]]
      Run the suites against URL, or against the embedded reference server when no URL is given
      (--fault switches a reference-server fault on; only without --base-url). --profile security
      runs the checks of the threat map (list --threats) with three times the fuzz budget, and waits
      out every lifetime up to the bound the text gives (lifetimes.waitSeconds otherwise); --profile
      ci the fewest, cheapest checks that judge every clause once (a pull-request gate: its report
      says it is not a full run). --trace keeps a Playwright trace of each browser drive, or of those
      behind a failed or errored check
      (default: use.trace of playwright.config.ts, off). --screenshots all keeps a screenshot of every
      distinct page the browser saw (default on-failure: those behind a check that did not pass, and
      the first of each kind; certify asks for all). --plain-pages browser draws every page, an
      expected error page the browser cannot act on too (default http: judged from its answer).
      --start-command starts the server under test
      (its process group is stopped when the run ends; its output goes into the report), then waits
      until --ready-url answers (default: the target's authorization-server metadata).
  cs-conformance list [--clauses | --threats | --sources [--verbose] | --surface] [--suite PREFIX]... [--config FILE]
      List suites, their tests and clauses; --clauses lists every clause with the tests that check
      it; --threats the threat map (each attack and the clauses that defend against it); --sources
      each source document's requirements (tested, not observable, not applicable, untested) and the
      ways to break them (checked, or why not) (--verbose names the untested entries and unchecked
      ways); --surface the model of the surface (endpoints, parameters, credentials, lifetimes), the
      checks each relation generates over it, and what the target of --config (else the embedded
      reference) says of its own; --config shows which checks that config leaves not testable.
  cs-conformance baseline RUN_DIR          Print an expected-failures file for the run's checks that did not pass.
  cs-conformance merge DIR... --report-dir OUT        Merge shard runs into one report (each DIR a run
      directory, or a report directory standing for its latest run).
  cs-conformance certify RUN_DIR --key KEY.pem        Sign a manifest of the run's report files (JWS).
  cs-conformance verify RUN_DIR --key PUB.pem         Check the signature and every file of a certified run.
  cs-conformance reference [--engine reference|oidc-provider] [--fault ID]... [--list-faults] [--write-config FILE] [--port P]
      Start a reference server alone and print its origins, members, clients and enabled faults:
      the harness's own (--engine reference, the default) or the spec on node oidc-provider
      (--engine oidc-provider; no faults). --write-config writes a harness config for it to FILE;
      --port P puts the reference's sites at P and P+1 (default: ports the OS picks).
  cs-conformance --version

Exit codes: 0 passed (complete or as selected), 1 a conformance failure, a not-testable check or a stale
baseline entry, 2 usage or config error, 3 target unreachable, 4 harness or infrastructure error.`;

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
  threats: { type: 'boolean' },
  sources: { type: 'boolean' },
  surface: { type: 'boolean' },
  verbose: { type: 'boolean' },
  profile: { type: 'string' },
  'list-faults': { type: 'boolean' },
  'fuzz-cases': { type: 'string' },
  clause: { type: 'string', multiple: true },
  grep: { type: 'string' },
  'rerun-failed': { type: 'string' },
  shard: { type: 'string' },
  trace: { type: 'string' },
  screenshots: { type: 'string' },
  'plain-pages': { type: 'string' },
  'start-command': { type: 'string' },
  'ready-url': { type: 'string' },
  'start-timeout': { type: 'string' },
  'expected-failures': { type: 'string' },
  key: { type: 'string' },
  version: { type: 'boolean', short: 'v' },
  help: { type: 'boolean', short: 'h' },
  quiet: { type: 'boolean', short: 'q' },
  engine: { type: 'string' },
  'write-config': { type: 'string' },
  port: { type: 'string' },
} as const;

const NAMES = Object.keys(options);

function integer(value: string | undefined, flag: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min)
    throw new UsageError(`${flag}: expected a ${min ? 'positive' : 'non-negative'} integer, got "${value}"`);
  return n;
}

function seconds(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`${flag}: expected a positive number of seconds, got "${value}"`);
  return Math.round(n * 1000);
}

function traceOf(value: string | undefined): TraceMode | undefined {
  if (value === undefined) return undefined;
  if (!(TRACE_MODES as readonly string[]).includes(value))
    throw new UsageError(`--trace: expected one of ${TRACE_MODES.join(', ')}, got "${value}"`);
  return value as TraceMode;
}

function oneOf<T extends string>(value: string | undefined, flag: string, modes: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(modes as readonly string[]).includes(value)) throw new UsageError(`${flag}: expected one of ${modes.join(', ')}, got "${value}"`);
  return value as T;
}

function shardOf(value: string | undefined): { index: number; count: number } | undefined {
  if (value === undefined) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(value);
  const [index, count] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  if (!m || count < 1 || index < 1 || index > count) throw new UsageError(`--shard: expected I/N with 1 ≤ I ≤ N, got "${value}"`);
  return { index, count };
}

/** Node's parseArgs messages, as one line a user can act on. */
function usageFrom(e: Error & { code?: string }): UsageError {
  const option = /'(-[^'\s]*)/.exec(e.message)?.[1] ?? '';
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const guess = closest(option.replace(/^-+/, '').split('=')[0]!, NAMES);
    return new UsageError(`unknown option ${option}${guess ? ` (did you mean --${guess}?)` : ''}`);
  }
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const name = /'(--?[\w-]+)/.exec(e.message)?.[1] ?? 'an option';
    return new UsageError(/does not take/.test(e.message) ? `${name} takes no value` : `${name} needs a value`);
  }
  return new UsageError(e.message.split('\n')[0]!);
}

export function parse(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw usageFrom(e as Error & { code?: string });
  }
  const { values, positionals } = parsed;
  const [command = values.version ? 'version' : 'help', ...rest] = positionals;
  const takesPaths = ['baseline', 'merge', 'certify', 'verify'].includes(command);
  if (rest.length && !takesPaths) throw new UsageError(`unexpected argument: ${rest[0]}`);
  return {
    command,
    values,
    paths: rest,
    seed: integer(values.seed, '--seed', 0),
    fuzzCases: integer(values['fuzz-cases'], '--fuzz-cases', 1),
    shard: shardOf(values.shard),
    trace: traceOf(values.trace),
    screenshots: oneOf(values.screenshots, '--screenshots', SCREENSHOT_MODES),
    plainPages: oneOf(values['plain-pages'], '--plain-pages', PLAIN_PAGE_MODES),
    startTimeoutMs: seconds(values['start-timeout'], '--start-timeout'),
  };
}
