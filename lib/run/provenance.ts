// Where a run's result comes from, for a report that is handed over: the harness version and git
// commit, and a fingerprint of the config with its secrets removed (same config, same fingerprint).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HarnessConfig } from '../config/load.ts';
import { packageRoot } from './vitest-options.ts';

export function harnessVersion(): string {
  return (JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The commit of the harness's checkout, when it runs from one (an npm install has none). */
export function gitCommit(): string | undefined {
  if (!existsSync(join(packageRoot, '.git'))) return undefined;
  try {
    const out = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: packageRoot, stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 });
    const commit = out.toString().trim();
    return /^[0-9a-f]{40}$/.test(commit) ? commit : undefined;
  } catch {
    return undefined;
  }
}

/** Config members whose values are secrets (passwords, client secrets, values typed into login pages). */
const SECRET_KEYS = new Set(['password', 'clientSecret', 'value']);

/** The config without secrets and without the local path of its file, keys sorted. */
export function redactedConfig(config: HarnessConfig): unknown {
  const { configFile: _file, ...rest } = config;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    const entries = Object.entries(v)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries.map(([k, x]) => [k, SECRET_KEYS.has(k) ? '(secret removed)' : walk(x)]));
  };
  return walk(rest);
}

export function configFingerprint(config: HarnessConfig): string {
  return createHash('sha256')
    .update(JSON.stringify(redactedConfig(config)))
    .digest('hex');
}
