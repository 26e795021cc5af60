// npm run bench: the command a user types, cs-conformance run, from its start to its first check
// and to its end (scripts/bench-cli.ts); then one full default run in this process against a fresh
// embedded reference server, and what it cost: wall and CPU time, per-suite times, the consents
// (mean, p95) and every other drive, the grant plan (consents planned and made, grants shared),
// HTTP exchanges and fuzz cases per second, and the run's wall time over a plain undici replay of
// its own HTTP exchanges (scripts/bench-replay.ts). Then a foreign engine (the oidc-provider
// fixture) over a replay of its exchanges, and the reference behind 0 and 25 ms of latency with the
// critical path (scripts/bench-targets.ts), and the remote row (scripts/bench-remote.ts). Last, the full
// run again with one drive at a time: Chromium's CPU by kind of drive against its bare floor.
// Timings live here, printed as figures, never in a test.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../lib/config/load.ts';
import { runHarness } from '../lib/run/run.ts';
import { readDraws, readDrives, type DriveTiming } from '../lib/browser/timings.ts';
import { procStat, readBrowserCpu, readBrowserCpuByKind } from '../lib/browser/browser-cpu.ts';
import { ConfigFile } from '../lib/config/schema.ts';
import { createServer } from '../fixtures/reference/server.ts';
import { record, replay } from './bench-replay.ts';
import { foreignEngine, withLatency } from './bench-targets.ts';
import { printRemote, remoteEngine } from './bench-remote.ts';
import { planLine } from '../lib/report/html-plan.ts';
import { byDriveKind, countsOf, floorSeconds, stepsSeconds, unitCosts, type UnitCosts } from './bench-floor.ts';
import { cliRun } from './bench-cli.ts';
import privateTmp from '../test/support/private-tmp.ts';

/** The latency the distance row adds to every request. */
const LATENCY_MS = 25;

// every folder the bench's runs make (reports, its CLI's, the targets') goes to one of its own, removed at the end
process.on('exit', privateTmp());

const line = (label: string, value: string) => console.log(`${label.padEnd(36)} ${value}`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadAtStart = load();
const command = await cliRun();
line(
  'cs-conformance run (the command)',
  `${(command.firstCheckMs / 1000).toFixed(1)} s from its start to the first check, ${(command.wallMs / 1000).toFixed(1)} s to its end, ${command.cpuS === undefined ? 'CPU n/a' : `${command.cpuS.toFixed(1)} s of CPU`} (${command.summary.totals.passed} of ${command.summary.totals.total} checks passed)`,
);
line('  its build (lib/boot/build.js)', `${(command.buildMs / 1000).toFixed(2)} s to find it, or make it after an edit`);
line('  load average before / after it', `${loadAtStart} / ${load()}`);

const loadBefore = load();
const cpuBefore = cpuSeconds();
const machineBefore = machineBusy();
const started = Date.now();
const server = await createServer();
const recorded = record(server);
const reportDir = mkdtempSync(join(tmpdir(), 'csc-bench-'));
let summary;
try {
  const config = loadConfig({ env: {}, defaults: server.targetConfig() });
  summary = await runHarness({ config, reportDir, seed: 1, embeddedReference: true });
} finally {
  await server.close();
}
const wall = (Date.now() - started) / 1000;
const machine = (machineBusy() ?? NaN) - (machineBefore ?? NaN);
// the run's processes (workers, the run's service and its Chromium) end with it: let them be reaped
await new Promise((r) => setTimeout(r, 1000));
const cpu = (cpuSeconds() ?? NaN) - (cpuBefore ?? NaN);
const m = summary.metrics!;
const t = summary.totals;
line('full default run, wall time', `${wall.toFixed(1)} s (harness ${(summary.durationMs / 1000).toFixed(1)} s)`);
line(
  'CPU time, every process of the run',
  Number.isNaN(cpu) ? 'n/a' : `${cpu.toFixed(1)} s (user + system, with the child processes it reaped)`,
);
// Chromium's renderers are not all reaped through the run's processes: the machine's count has them
line(
  'CPU time, the whole machine',
  Number.isNaN(machine)
    ? 'n/a'
    : `${machine.toFixed(1)} s busy during the run (of ${(wall * cpus().length).toFixed(1)} s on ${cpus().length} cores)`,
);
line('load average before / after', `${loadBefore} / ${load()}`);
line(
  'checks',
  `${t.total} (${t.passed} passed, ${t.failed} failed, ${t.blocked} blocked, ${t.notTestable} not testable, ${t.error} error)`,
);
line('HTTP exchanges', `${m.exchanges}, ${(m.exchanges / (summary.durationMs / 1000)).toFixed(0)} per second of the run`);
line('fuzz cases', `${m.fuzzCases}, ${m.fuzzCasesPerSecond} cases/s (cases over their own request time)`);
if (summary.plan) line('grant plan', planLine(summary.plan));

const runDir = join(reportDir, summary.runId);
const drives = readDrives(runDir);
printDrives(drives);
const costs = await printFloor(drives, runDir);

const { workers, checks } = ConfigFile.parse({}).concurrency;
const lanes = workers * checks;
const fresh = await createServer();
try {
  const sequential = await replay(recorded, fresh, 1);
  const concurrent = await replay(recorded, fresh, lanes);
  line(
    'plain undici replay of its exchanges',
    `${recorded.length} requests: ${(sequential / 1000).toFixed(2)} s one at a time, ${(concurrent / 1000).toFixed(2)} s ${lanes} at a time`,
  );
  line(
    'run wall time / replay',
    `${(summary.durationMs / sequential).toFixed(1)}× (one at a time), ${(summary.durationMs / concurrent).toFixed(1)}× (${lanes} at a time)`,
  );
} finally {
  await fresh.close();
}

console.log("\nper suite (sum of its checks' durations; checks and suites run concurrently):");
const bySuite = new Map<string, number>();
for (const x of summary.tests) bySuite.set(x.suite, (bySuite.get(x.suite) ?? 0) + x.durationMs);
for (const [suite, ms] of [...bySuite].sort((a, b) => b[1] - a[1])) line(`  ${suite}`, `${(ms / 1000).toFixed(1)} s`);

console.log('\na foreign engine: the oidc-provider fixture, default run (login script calibrated):');
const foreign = await foreignEngine(lanes);
const ft = foreign.summary.totals;
line('  wall time', `${(foreign.wallMs / 1000).toFixed(1)} s (harness ${(foreign.summary.durationMs / 1000).toFixed(1)} s)`);
line('  checks', `${ft.total} (${ft.passed} passed, ${ft.failed} failed, ${ft.warning} warnings, ${ft.notTestable} not testable)`);
if (foreign.summary.plan) line('  grant plan', planLine(foreign.summary.plan));
line('  HTTP exchanges, fuzz cases', `${foreign.summary.metrics!.exchanges}, ${foreign.summary.metrics!.fuzzCases}`);
line(
  '  plain undici replay',
  `${foreign.requests} requests: ${(foreign.replayMs / 1000).toFixed(2)} s one at a time, ${(foreign.replayLanesMs / 1000).toFixed(2)} s ${lanes} at a time`,
);
line(
  '  run wall time / replay',
  `${(foreign.summary.durationMs / foreign.replayMs).toFixed(1)}× (one at a time), ${(foreign.summary.durationMs / foreign.replayLanesMs).toFixed(1)}× (${lanes} at a time)`,
);

console.log(`\ndistance: the reference behind a TCP proxy holding every request 0 and ${LATENCY_MS} ms:`);
const near = await withLatency(0);
const far = await withLatency(LATENCY_MS);
for (const r of [near, far])
  line(
    `  ${r.delayMs} ms per request`,
    `${(r.wallMs / 1000).toFixed(1)} s wall (harness ${(r.summary.durationMs / 1000).toFixed(1)} s), ${r.exchanges} exchanges`,
  );
line(
  '  critical path, from wall time',
  `${((far.summary.durationMs - near.summary.durationMs) / LATENCY_MS).toFixed(0)} sequential requests (the time the latency added, over ${LATENCY_MS} ms)`,
);
// an upper bound: exchanges that merely did not overlap count as well as those that waited on one another
line('  longest chain of exchanges', `${far.chain} one after another, none overlapping (an upper bound of the critical path)`);

console.log(`\nremote: the oidc-provider fixture behind ${LATENCY_MS} ms per request, at the default remote rate limit:`);
printRemote(await remoteEngine(LATENCY_MS), line);
// last: its second full run would load the machine under the rows above
await printByDriveKind(costs);
line('load average after', load());

function printDrives(list: DriveTiming[]): void {
  const stats = (xs: DriveTiming[]) => {
    const ms = xs.map((d) => d.ms).sort((a, b) => a - b);
    if (!ms.length) return '0';
    const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
    const wait = xs.reduce((a, d) => a + (d.waitMs ?? 0), 0) / xs.length;
    const p95 = ms[Math.min(ms.length - 1, Math.ceil(ms.length * 0.95) - 1)];
    return `${ms.length}, mean ${mean.toFixed(0)} ms (${wait.toFixed(0)} ms of it waiting for a browser session), p95 ${p95} ms`;
  };
  const answered = list.filter((d) => d.pages.includes('consent'));
  line('consents (a consent page answered)', stats(answered));
  line('  of which signed in first', String(answered.filter((d) => d.pages.includes('login')).length));
  line('other drives (no consent page)', stats(list.filter((d) => !d.pages.includes('consent'))));
  line('  straight back to the client', String(list.filter((d) => d.kind === 'callback' && !d.pages.length).length));
  line('  an error page', String(list.filter((d) => d.kind === 'error-page').length));
  line('    of which judged from the answer', `${list.filter((d) => d.plain).length} (never drawn: lib/browser/plain-drive.ts)`);
  line('  stopped at the login', String(list.filter((d) => d.kind === 'login-required' || d.kind === 'login-failed').length));
}

/** Chromium's CPU in the run, and what the same drives would cost it bare (scripts/bench-floor.ts). */
async function printFloor(list: DriveTiming[], runDir: string): Promise<UnitCosts> {
  const shots = existsSync(join(runDir, 'attachments'))
    ? readdirSync(join(runDir, 'attachments')).filter((f) => f.endsWith('.png')).length
    : 0;
  const draws = readDraws(runDir).length;
  const n = countsOf(list, shots, draws);
  const used = readBrowserCpu(runDir);
  line(
    'drives',
    `${list.length}: ${list.length - n.held} drew their pages in the browser, ${n.held} judged from the answer (a plain error page)`,
  );
  line(
    'Chromium in the run',
    `${used === undefined ? 'n/a' : `${used.toFixed(1)} s of CPU`}: ${n.contexts} contexts opened, ${n.documents} documents, ${n.screenshots} screenshots (${draws} of them drawn later from kept pages), ${n.kept} pages kept as MHTML, ${n.held} answers held`,
  );
  const byKind = readBrowserCpuByKind(runDir);
  if (byKind)
    line(
      '  by process',
      Object.entries(byKind)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, s]) => `${kind} ${s.toFixed(1)} s`)
        .join(', '),
    );
  const c = await unitCosts();
  const floor = floorSeconds(n, c);
  const cores = cpus().length;
  line(
    '  the same drives, bare',
    `${floor.toFixed(1)} s of CPU (a context ${c.context.toFixed(0)} ms, a document ${c.document.toFixed(0)} ms, a screenshot ${c.screenshot.toFixed(0)} ms, a kept page ${c.kept.toFixed(0)} ms, a held answer ${c.held.toFixed(0)} ms): ${(floor / cores).toFixed(1)} s of wall on ${cores} cores at the least`,
  );
  if (used !== undefined) line('  Chromium in the run / bare', `${(used / floor).toFixed(2)}× (issue 37's yardstick)`);
  const steps = stepsSeconds(n, c);
  line(
    '  and the steps they take, done bare',
    `${steps.toFixed(1)} s more (${n.signIns} sign-in forms answered, ${c.signIn.toFixed(0)} ms each; ${n.consents} consent forms, ${c.consent.toFixed(0)} ms; ${n.caught} redirects back caught, ${c.caught.toFixed(0)} ms; ${n.reads} other pages read, ${c.read.toFixed(0)} ms; ${n.closed} contexts closed, ${c.closed.toFixed(0)} ms): ${((floor + steps) / cores).toFixed(1)} s of wall on ${cores} cores`,
  );
  if (used !== undefined) line('  Chromium in the run / bare with its steps', `${(used / (floor + steps)).toFixed(2)}×`);
  return c;
}

/**
 * The full default run again with one drive at a time (concurrency.drives 1), so that Chromium's CPU in
 * each drive is that drive's own: by kind of drive, against the same drives bare.
 */
async function printByDriveKind(c: UnitCosts): Promise<void> {
  const server = await createServer();
  const dir = mkdtempSync(join(tmpdir(), 'csc-bench-'));
  let run;
  try {
    const own = server.targetConfig() as object;
    const config = loadConfig({ env: {}, defaults: { ...own, concurrency: { drives: 1 } } });
    run = await runHarness({ config, reportDir: dir, seed: 1, embeddedReference: true, cpuPerDrive: true });
  } finally {
    await server.close();
  }
  const kinds = byDriveKind(readDrives(join(dir, run.runId)), c);
  const cpu = kinds.reduce((n, k) => n + k.cpu, 0);
  const floor = kinds.reduce((n, k) => n + k.floor, 0);
  const steps = kinds.reduce((n, k) => n + k.steps, 0);
  console.log(
    `\nChromium by kind of drive (the same run, one drive at a time: ${cpu.toFixed(1)} s of CPU in drives, ${(cpu / floor).toFixed(2)}× their bare floor, ${(cpu / (floor + steps)).toFixed(2)}× with their steps):`,
  );
  for (const k of kinds)
    line(
      `  ${k.drives} × ${k.kind}`,
      `${k.cpu.toFixed(2)} s (${((k.cpu / k.drives) * 1000).toFixed(0)} ms each), ${(k.cpu / k.floor).toFixed(2)}× bare, ${(k.cpu / (k.floor + k.steps)).toFixed(2)}× with its steps`,
    );
}

/** User and system CPU of this process and every child it waited for (Linux: /proc/self/stat). */
function cpuSeconds(): number | undefined {
  const self = procStat('self');
  return self && self.ticks / 100;
}

/** CPU seconds the whole machine spent busy so far (Linux: /proc/stat, every core, user to softirq and steal). */
function machineBusy(): number | undefined {
  try {
    const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = f.map(Number);
    return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
  } catch {
    return undefined;
  }
}
