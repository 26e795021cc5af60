// cs-conformance: run the suites against a target (or the embedded reference), list them, work on
// finished runs (baseline, merge, certify, verify), or start the reference server alone.
// Exit codes: 0 pass, 1 failure, 2 usage/config, 3 unreachable, 4 harness error.
import { writeFileSync } from 'node:fs';
import { parse, USAGE, UsageError } from './args.ts';
import type { Engine } from './reference.ts';

// Commands are imported when they run: a usage error or --version answers without loading vitest.
type Values = ReturnType<typeof parse>['values'];
const out = (line: string) => process.stdout.write(`${line}\n`);

export async function main(argv: string[]): Promise<number> {
  try {
    const parsed = parse(argv);
    const { command, values } = parsed;
    if (values.help || command === 'help') return (out(USAGE), 0);
    if (values.version || command === 'version') {
      const { gitCommit, harnessVersion } = await import('../run/provenance.ts');
      const commit = gitCommit();
      return (out(`cs-conformance ${harnessVersion()}${commit ? ` (${commit.slice(0, 12)})` : ''}`), 0);
    }
    if (command === 'run') return await (await import('./run-command.ts')).runCommand(parsed, out);
    if (command === 'list') return await list(values);
    if (command === 'baseline') return (await import('./tools.ts')).baselineCommand(parsed);
    if (command === 'merge') return (await import('./tools.ts')).mergeCommand(parsed, out);
    if (command === 'certify') return await (await import('./tools.ts')).certifyCommand(parsed, out);
    if (command === 'verify') return await (await import('./tools.ts')).verifyCommand(parsed, out);
    if (command === 'reference') return await reference(values);
    throw new UsageError(`unknown command "${command}" (commands: run, list, baseline, merge, certify, verify, reference)`);
  } catch (e) {
    if (e instanceof UsageError) return (process.stderr.write(`cs-conformance: ${e.message}\nRun cs-conformance --help for usage.\n`), 2);
    // the user's to fix (config, baseline, selection, merge, key: exit 2) or an unreachable target (3)
    const code = (e as { exitCode?: unknown }).exitCode;
    if (code === 2 || code === 3) return (process.stderr.write(`cs-conformance: ${(e as Error).message}\n`), code);
    // anything else is the harness's own failure: one line (the stack with CS_DEBUG), exit 4
    const text = e instanceof Error ? (process.env.CS_DEBUG ? (e.stack ?? e.message) : e.message) : String(e);
    return (process.stderr.write(`cs-conformance: harness error: ${text}\n`), 4);
  }
}

async function list(values: Values): Promise<number> {
  const { checkSuites } = await import('./checks.ts');
  checkSuites(values.suite);
  if (values.surface) return (await import('./surface.ts')).printSurface(values.config, out);
  if (values.config) return (await import('./list-config.ts')).listNotTestable(values.config, values.suite ?? [], out);
  const { collectTests } = await import('../run/collect.ts');
  const { clauses } = await import('../spec/registry.ts');
  const { listFaults } = await import('./reference.ts');
  const tests = await collectTests(values.suite ?? []);
  if (values.threats) return ((await import('./profile.ts')).printThreats(tests, out), 0);
  if (values.sources) return ((await import('./sources.ts')).printSources(tests, out, values.verbose), 0);
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
  const { checkFaults } = await import('./checks.ts');
  const { referenceFaults } = await import('./run-command.ts');
  const { describeOidcProvider, ENGINES, listFaults, startOidcProvider, startReference } = await import('./reference.ts');
  await checkFaults(referenceFaults(values.fault));
  if (values['list-faults']) {
    for (const f of await listFaults()) out(`${f.id}\n    ${f.description}\n    breaks: ${f.clauses.join(', ')}`);
    return 0;
  }
  const engine = (values.engine ?? 'reference') as Engine;
  if (!ENGINES.includes(engine)) throw new UsageError(`--engine: expected one of ${ENGINES.join(', ')}, got "${values.engine}"`);
  if (engine === 'oidc-provider') {
    if (values.fault?.length) throw new UsageError('--fault applies to --engine reference only');
    const target = await startOidcProvider();
    describeOidcProvider(target, out);
    return serveUntilStopped(target, values['write-config']);
  }
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65534))
    throw new UsageError(`--port: expected a port number, got "${values.port}"`);
  const server = await startReference(referenceFaults(values.fault), port);
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
  return serveUntilStopped(server, values['write-config']);
}

/** Optionally writes the server's harness config (for run --config FILE), then serves until Ctrl-C. */
async function serveUntilStopped(
  server: { targetConfig(): object; close(): Promise<void> },
  configFile: string | undefined,
): Promise<number> {
  if (configFile) {
    writeFileSync(configFile, `${JSON.stringify(server.targetConfig(), null, 2)}\n`);
    out(`  harness config: ${configFile} (cs-conformance run --config ${configFile})`);
  }
  out('Press Ctrl-C to stop.');
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await server.close();
  return 0;
}
