// The GitHub Action (action.yml): a composite action whose run step is action/run.mjs. The script is
// run here as GitHub would run it, with the GITHUB_* files pointed at temporary ones: its command
// line from the inputs, the step's outputs, the job summary, and its exit code as the gate.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as {
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
  runs: { using: string; steps: Step[] };
};

/** action/run.mjs with these inputs, in a fresh workspace: exit code, outputs, summary, console. */
function runStep(inputs: Record<string, string>) {
  const workspace = mkdtempSync(join(tmpdir(), 'csc-action-'));
  const files = { GITHUB_OUTPUT: join(workspace, '.output'), GITHUB_STEP_SUMMARY: join(workspace, '.summary') };
  for (const f of Object.values(files)) writeFileSync(f, '');
  const env: NodeJS.ProcessEnv = { ...process.env, ...files, GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: workspace };
  for (const [k, v] of Object.entries(inputs)) env[`CS_INPUT_${k.toUpperCase().replace(/-/g, '_')}`] = v;
  const child = spawn(process.execPath, [join(root, 'action', 'run.mjs')], { cwd: workspace, env });
  let stdout = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stdout += d.toString()));
  return new Promise<{ code: number | null; outputs: Record<string, string>; summary: string; stdout: string; workspace: string }>(
    (resolve) =>
      child.once('exit', (code) => {
        const outputs = Object.fromEntries(
          readFileSync(files.GITHUB_OUTPUT, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
        );
        resolve({ code, outputs, summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8'), stdout, workspace });
      }),
  );
}

describe('action.yml', () => {
  it('is a composite action with the inputs a pipeline needs, its run step the script, the upload always', () => {
    expect(Object.keys(action.inputs).sort()).toEqual(
      ['base-url', 'config', 'expected-failures', 'node-version', 'report-dir', 'shard', 'start-command', 'strict', 'suite'].sort(),
    );
    expect(Object.keys(action.outputs).sort()).toEqual(['exit-code', 'report', 'verdict']);
    expect(action.runs.using).toBe('composite');
    const steps = action.runs.steps;
    expect(steps.find((s) => s.uses?.startsWith('actions/setup-node@'))?.with?.['node-version']).toBe('${{ inputs.node-version }}');
    const run = steps.find((s) => s.run?.includes('action/run.mjs'));
    for (const name of Object.keys(action.inputs).filter((n) => n !== 'node-version'))
      expect(Object.values(run?.env ?? {}), name).toContain(`\${{ inputs.${name} }}`);
    const upload = steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.if).toBe('always()');
    expect(upload?.with?.path).toBe('${{ inputs.report-dir }}');
    expect(upload?.with?.name).toContain('steps.run.outputs.artifact');
  });

  it('its run step: judges, writes the outputs and the job summary, and exits with the run', { timeout: 300_000 }, async () => {
    const r = await runStep({ suite: 'discovery, authorization/approval', 'report-dir': 'out', shard: '1/2' });
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toMatch(/^cs-conformance run --report-dir \S+\/out --shard 1\/2 --suite discovery --suite authorization\/approval$/m);
    expect(r.outputs['exit-code']).toBe('0');
    expect(r.outputs.artifact).toBe('conformance-report-1-2');
    expect(r.outputs.verdict).toBe('PASS');
    expect(existsSync(r.outputs.report!)).toBe(true);
    expect(r.outputs.report!.startsWith(join(r.workspace, 'out'))).toBe(true);
    expect(r.summary).toMatch(/PASS/);
  });

  it('a server that dies at start: exit 3, and the outputs say why', { timeout: 120_000 }, async () => {
    const r = await runStep({ 'base-url': 'http://127.0.0.1:9', 'start-command': 'echo no database >&2; exit 5', strict: 'true' });
    expect(r.code).toBe(3);
    expect(r.stdout).toMatch(/--start-command echo no database >&2; exit 5 --strict$/m);
    expect(r.outputs).toMatchObject({ 'exit-code': '3', verdict: 'SERVER DID NOT START', artifact: 'conformance-report' });
    expect(r.stdout).toContain('no database');
  });
});
