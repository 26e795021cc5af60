// Runs the cs-conformance command as a user would, and captures its exit code and output.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../../bin/cs-conformance.js', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function cli(args: string[], env: NodeJS.ProcessEnv = {}, timeout = 120_000): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      { env: { ...process.env, ...env }, timeout, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** How many suites (top-level folders of suites/) the project has: a run of one leaves the others not run. */
export function suiteCount(): number {
  return readdirSync(new URL('../../suites', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).length;
}
