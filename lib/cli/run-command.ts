// `cs-conformance run`: checks the arguments, starts the embedded reference when no target is
// given, runs the harness, prints the summary, and tells GitHub Actions when it runs there.
import { appendFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ConfigError, ENV, loadConfig } from '../config/load.ts';
import { annotations, stepSummary } from '../report/github.ts';
import { verdictWord } from '../report/verdict.ts';
import { loadBaseline } from '../run/baseline.ts';
import { runHarness } from '../run/run.ts';
import { pickTests } from '../run/select.ts';
import type { RunSummary } from '../report/types.ts';
import { UsageError, type parse } from './args.ts';
import { checkFaults, checkSuites, checkWritable } from './checks.ts';
import { printSummary } from './print.ts';
import { startReference } from './reference.ts';
import { profileOf } from './profile.ts';

type Parsed = ReturnType<typeof parse>;
type Out = (line: string) => void;

export async function runCommand(
  { values, seed, fuzzCases, shard, trace, startTimeoutMs, screenshots, plainPages }: Parsed,
  out: Out,
): Promise<number> {
  const start = { command: values['start-command'], readyUrl: values['ready-url'], timeoutMs: startTimeoutMs };
  const sources = {
    file: values.config,
    flags: { baseUrl: values['base-url'], otherOrigin: values['other-origin'], strict: values.strict, start, screenshots, plainPages },
  };
  let config = loadConfig(sources);
  const profile = profileOf(values.profile, values.clause);
  const clauses = profile?.clauses ?? values.clause;
  if (config.start && !config.baseUrl)
    throw new UsageError('--start-command (start.command) needs the target: --base-url, or baseUrl in the config');
  if (config.baseUrl && values.fault?.length)
    throw new UsageError('--fault applies to the embedded reference server only (drop --base-url)');
  checkSuites(values.suite);
  const faults = config.baseUrl ? [] : referenceFaults(values.fault);
  await checkFaults(faults);
  const reportDir = values['report-dir'] ?? process.env[ENV.reportDir] ?? join(process.cwd(), 'reports');
  checkWritable(reportDir);
  const baseline = values['expected-failures'] ? loadBaseline(values['expected-failures']) : undefined;
  const picked = await pickTests({
    suites: values.suite,
    clauses,
    grep: values.grep,
    rerunFailed: values['rerun-failed'],
    choose: profile?.choose,
  });
  const covers = profile?.covers?.();
  const runSeed = seed ?? envSeed();
  // lifetimes the config declares are the embedded reference's, for a client of their own (a test deployment's)
  const reference = config.baseUrl ? undefined : await startReference(faults, undefined, config.lifetimes);
  try {
    if (reference) {
      // the reference's own members and clients, under anything the user's config says
      config = loadConfig({ ...sources, defaults: reference.targetConfig() });
      out(`Embedded reference server at ${reference.origins.join(' and ')}${faults.length ? ` with faults: ${faults.join(', ')}` : ''}`);
    }
    const what = picked
      ? `${picked.titles.size} ${profile ? `checks of the ${values.profile} profile` : 'selected checks'}`
      : values.suite?.length
        ? `suites ${values.suite.join(', ')}`
        : 'all suites';
    out(`Running ${what}${shard ? ` (shard ${shard.index}/${shard.count})` : ''} against ${config.baseUrl}`);
    if (config.start) out(`Starting the server under test: ${config.start.command}`);
    if (config.tls.insecure) out("TLS: the target's certificates are NOT verified (tls.insecure); this run cannot be certified");
    const summary = await runHarness({
      config,
      suites: values.suite,
      reportDir,
      seed: runSeed,
      embeddedReference: !!reference,
      faults,
      fuzzCases: fuzzCases ?? profile?.fuzzCases,
      lifetimeTier: profile?.lifetimeTier,
      print: values.quiet ? undefined : out,
      picked,
      selection: {
        clauses: clauses ?? [],
        grep: values.grep,
        rerunFailed: values['rerun-failed'],
        ...(covers ? { profile: { name: profile!.name, covers } } : {}),
      },
      shard,
      baseline,
      trace,
      start: config.start && {
        ...config.start,
        readyUrl: config.start.readyUrl ?? `${new URL(config.baseUrl!).origin}/.well-known/oauth-authorization-server`,
      },
    });
    const runDir = join(reportDir, summary.runId);
    printSummary(summary, runDir, out);
    reportToGitHub(summary, runDir, out);
    return summary.exitCode;
  } finally {
    await reference?.close();
  }
}

/** In GitHub Actions: annotations on the run, and the markdown summary of the job. */
export function reportToGitHub(summary: RunSummary, runDir: string, out: Out): void {
  if (process.env.GITHUB_ACTIONS === 'true') for (const line of annotations(summary)) out(line);
  // a step's outputs (the GitHub Action reads them): the verdict in words and where the report is
  const outputs = process.env.GITHUB_OUTPUT;
  if (outputs) appendFileSync(outputs, `verdict=${verdictWord(summary)}\nreport=${join(runDir, 'report.html')}\n`);
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (file) appendFileSync(file, stepSummary(summary, `${relative(process.cwd(), runDir) || '.'}/report.html`));
}

function envSeed(): number | undefined {
  const v = process.env[ENV.seed];
  if (v === undefined || v === '') return undefined;
  if (!/^\d+$/.test(v)) throw new ConfigError(`config is invalid:\n  ${ENV.seed}: expected a non-negative integer, got "${v}"`);
  return Number(v);
}

/** Faults from --fault, else from CS_REFERENCE_FAULTS (comma-separated). */
export function referenceFaults(flags: string[] | undefined): string[] {
  if (flags?.length) return flags;
  return (process.env.CS_REFERENCE_FAULTS ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
}
