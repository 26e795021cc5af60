// cs-conformance: run the suites against a target (or the embedded reference), list them, or
// start the reference server alone. Exit codes: 0 pass, 1 failure, 2 usage/config, 3 unreachable,
// 4 harness or infrastructure error (a retry may help).
import { join } from 'node:path';
import { ConfigError, ENV, loadConfig } from '../config/load.ts';
import { runHarness } from '../run/run.ts';
import { collectTests } from '../run/collect.ts';
import { clauses } from '../spec/registry.ts';
import { parse, USAGE, UsageError } from './args.ts';
import { printSummary } from './print.ts';
import { listFaults, startReference } from './reference.ts';

type Values = ReturnType<typeof parse>['values'];

/** The embedded reference is ours: no need for the polite default rate limit of a remote target. */
export const EMBEDDED_DEFAULTS = { rateLimit: { requestsPerSecond: 2000 } };
const out = (line: string) => process.stdout.write(`${line}\n`);

export async function main(argv: string[]): Promise<number> {
  try {
    const { command, values, seed, fuzzCases } = parse(argv);
    if (values.help || command === 'help') return (out(USAGE), 0);
    if (command === 'run') return await run(values, seed, fuzzCases);
    if (command === 'list') return await list(values);
    if (command === 'reference') return await reference(values);
    throw new UsageError(`unknown command "${command}"`);
  } catch (e) {
    if (e instanceof UsageError) return (process.stderr.write(`cs-conformance: ${e.message}\n\n${USAGE}\n`), 2);
    if (e instanceof ConfigError) return (process.stderr.write(`cs-conformance: ${e.message}\n`), 2);
    // never a stack trace: one line, and the exit code CI can retry on (CS_DEBUG=1 shows the stack)
    process.stderr.write(`cs-conformance: internal error: ${(e as Error).message ?? String(e)}\n`);
    if (process.env.CS_DEBUG) process.stderr.write(`${(e as Error).stack}\n`);
    return 4;
  }
}

async function run(values: Values, seed: number | undefined, fuzzCases: number | undefined): Promise<number> {
  const sources = {
    file: values.config,
    flags: { baseUrl: values['base-url'], otherOrigin: values['other-origin'], strict: values.strict },
  };
  let config = loadConfig(sources);
  if (config.baseUrl && values.fault?.length)
    throw new UsageError('--fault applies to the embedded reference server only (drop --base-url)');
  const faults = config.baseUrl ? [] : referenceFaults(values);
  const reference = config.baseUrl ? undefined : await startReference(faults);
  try {
    if (reference) {
      // the reference's own members and clients, under anything the user's config says
      config = loadConfig({ ...sources, defaults: { ...EMBEDDED_DEFAULTS, ...reference.targetConfig() } });
      out(`Embedded reference server at ${reference.origins.join(' and ')}${faults.length ? ` with faults: ${faults.join(', ')}` : ''}`);
    }
    out(`Running ${values.suite?.length ? `suites ${values.suite.join(', ')}` : 'all suites'} against ${config.baseUrl}`);
    const reportDir = values['report-dir'] ?? process.env[ENV.reportDir] ?? join(process.cwd(), 'reports');
    const summary = await runHarness({
      config,
      suites: values.suite,
      reportDir,
      seed: seed ?? envSeed(),
      embeddedReference: !!reference,
      faults,
      fuzzCases,
      print: values.quiet ? undefined : out,
    });
    printSummary(summary, join(reportDir, summary.runId), out);
    return summary.exitCode;
  } finally {
    await reference?.close();
  }
}

function envSeed(): number | undefined {
  const v = process.env[ENV.seed];
  if (v === undefined || v === '') return undefined;
  if (!/^\d+$/.test(v)) throw new ConfigError(`config is invalid:\n  ${ENV.seed}: expected a non-negative integer, got "${v}"`);
  return Number(v);
}

async function list(values: Values): Promise<number> {
  const tests = await collectTests(values.suite ?? []);
  if (values.clauses) {
    const faults = await listFaults();
    let untested = 0;
    let unproven = 0;
    for (const c of clauses) {
      const mine = tests.filter((t) => t.clauses.includes(c.id));
      const proofs = faults.filter((f) => f.clauses.includes(c.id)).map((f) => f.id);
      if (!mine.length) untested++;
      if (!proofs.length) unproven++;
      out(`${mine.length ? '  ' : '✗ '}${c.id}  (${c.level})${mine.length ? '' : '  UNTESTED'}`);
      for (const t of mine) out(`      ${t.file}: ${t.title}`);
      out(
        `      ${proofs.length ? `proven to fail by: ${proofs.join(', ')}` : 'NEVER PROVEN TO FAIL (no fault of the reference server breaks it)'}`,
      );
    }
    out(
      `\n${clauses.length} clauses, ${clauses.length - untested} tested, ${untested} untested, ${clauses.length - unproven} proven to fail by a fault, ${unproven} never proven`,
    );
    return 0;
  }
  let suite = '';
  for (const t of tests) {
    if (t.suite !== suite) out(`${(suite = t.suite)}/`);
    out(`  ${t.title}`);
    if (t.clauses.length > 1) out(`      also: ${t.clauses.slice(1).join(', ')}`);
  }
  out(`\n${tests.length} tests in ${new Set(tests.map((t) => t.suite)).size} suites`);
  return 0;
}

async function reference(values: Values): Promise<number> {
  if (values['list-faults']) {
    for (const f of await listFaults()) out(`${f.id}\n    ${f.description}\n    breaks: ${f.clauses.join(', ')}`);
    return 0;
  }
  const server = await startReference(referenceFaults(values));
  const { provisioning } = server.platform;
  out('Course-School reference server');
  for (const site of server.sites) {
    out(`  site ${site.id} (${site.name}): ${site.origin}`);
    for (const m of provisioning.members.filter((x) => x.site === site.id))
      out(`      member ${m.email}  password ${m.password}  roles ${m.roles.join(',')}`);
    for (const c of provisioning.memberClients.filter((x) => x.site === site.id)) {
      out(
        `      member client ${c.clientId}${c.secret ? ' (confidential)' : ''}  redirect ${c.redirectUris.join(' ')}  scopes ${c.scopes.join(' ')}`,
      );
    }
  }
  for (const v of provisioning.vendors) out(`  vendor integration "${v.clientName}" → client_id ${v.clientId}`);
  out(`  faults: ${server.faults.length ? server.faults.map((f) => f.id).join(', ') : 'none (correct server)'}`);
  out('Press Ctrl-C to stop.');
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await server.close();
  return 0;
}

/** Faults from --fault, else from CS_REFERENCE_FAULTS (comma-separated). */
function referenceFaults(values: Values): string[] {
  if (values.fault?.length) return values.fault;
  return (process.env.CS_REFERENCE_FAULTS ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
}
