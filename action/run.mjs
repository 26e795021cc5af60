// The run step of action.yml: turns the action's inputs (CS_INPUT_* variables) into a
// `cs-conformance run` command line, runs it in the workspace (GitHub's job summary and annotations
// come from the harness itself, which reads GITHUB_STEP_SUMMARY and GITHUB_ACTIONS), writes the
// step's outputs to GITHUB_OUTPUT, and exits with the run's exit code: the gate. Plain JavaScript, so
// it runs before anything is compiled, and outside GitHub in the self-test.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const input = (name) => (process.env[`CS_INPUT_${name}`] ?? '').trim();
const bin = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'cs-conformance.js');
const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
const reportDir = resolve(workspace, input('REPORT_DIR') || 'conformance-reports');

const args = ['run', '--report-dir', reportDir];
const pairs = [
  ['CONFIG', '--config'],
  ['BASE_URL', '--base-url'],
  ['START_COMMAND', '--start-command'],
  ['EXPECTED_FAILURES', '--expected-failures'],
  ['SHARD', '--shard'],
];
for (const [name, flag] of pairs)
  if (input(name)) args.push(flag, name === 'CONFIG' || name === 'EXPECTED_FAILURES' ? resolve(workspace, input(name)) : input(name));
for (const suite of input('SUITE')
  .split(/[\s,]+/)
  .filter(Boolean))
  args.push('--suite', suite);
if (/^(true|1|yes)$/i.test(input('STRICT'))) args.push('--strict');

// the artifact's name: one per shard (an artifact name may not hold the shard's slash)
const shard = input('SHARD').replace(/[^0-9]+/g, '-');
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `artifact=conformance-report${shard ? `-${shard}` : ''}\n`);

console.log(`cs-conformance ${args.join(' ')}`);
const run = spawnSync(process.execPath, [bin, ...args], { cwd: workspace, stdio: 'inherit', env: process.env });
const code = run.status ?? 4;

// the harness writes verdict= and report= itself (GITHUB_OUTPUT); the exit code is the step's
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `exit-code=${code}\n`);
process.exit(code);
