// Builds the run's config from the JSON file, environment variables and CLI flags (flags win),
// resolves {"env": "VAR"} secrets, and turns every problem into a ConfigError naming the field.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { z } from 'zod';
import { resolveRateLimit } from './rate-limit.ts';
import { readCas, type TrustedCa } from './tls-ca.ts';
import { checkCimdTls } from './cimd-tls.ts';
import { ConfigError } from './config-error.ts';
import { ConfigFile, type ConfigFileParsed } from './schema.ts';
import type { PlainPageMode, ScreenshotMode } from './evidence-modes.ts';

/** A config value with every secret reference replaced by the secret itself. */
export type Resolved<T> = T extends { env: string }
  ? string
  : T extends (infer U)[]
    ? Resolved<U>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;

/** The run's config: rateLimit resolved (null: no limit, see rate-limit.ts). */
export type HarnessConfig = Omit<Resolved<ConfigFileParsed>, 'rateLimit' | 'tls'> & {
  rateLimit: { requestsPerSecond: number | null };
  /** tls.ca read: the PEM text of each file (and of NODE_EXTRA_CA_CERTS), with where it came from */
  tls: { ca: TrustedCa[]; insecure: boolean };
  configFile?: string;
};

export { ConfigError };

export interface ConfigSources {
  file?: string;
  /** values from CLI flags; they override the environment and the file */
  flags?: {
    baseUrl?: string;
    otherOrigin?: string;
    strict?: boolean;
    rateLimit?: number;
    start?: { command?: string; readyUrl?: string; timeoutMs?: number };
    /** login.screenshots and login.plainPages (run --screenshots, --plain-pages) */
    screenshots?: ScreenshotMode;
    plainPages?: PlainPageMode;
  };
  env?: NodeJS.ProcessEnv;
  /** values under the file's (the embedded reference's own members and clients) */
  defaults?: object;
}

/** The environment variables the harness reads (documented in the README). */
export const ENV = {
  config: 'CS_CONFIG',
  baseUrl: 'CS_BASE_URL',
  otherOrigin: 'CS_OTHER_ORIGIN',
  strict: 'CS_STRICT',
  rateLimit: 'CS_RATE_LIMIT',
  reportDir: 'CS_REPORT_DIR',
  seed: 'CS_SEED',
} as const;

export function loadConfig(sources: ConfigSources = {}): HarnessConfig {
  const env = sources.env ?? process.env;
  const file = sources.file ?? env[ENV.config];
  const fromFile = file ? readJson(file) : {};
  const raw: Record<string, unknown> = { ...sources.defaults, ...fromFile };
  // a file that declares some lifetimes keeps the others the defaults give (the embedded reference's client)
  const defaultLifetimes = (sources.defaults as { lifetimes?: object } | undefined)?.lifetimes;
  if (defaultLifetimes && fromFile.lifetimes && typeof fromFile.lifetimes === 'object')
    raw.lifetimes = { ...defaultLifetimes, ...fromFile.lifetimes };
  const flags = sources.flags ?? {};
  const baseUrl = flags.baseUrl ?? env[ENV.baseUrl];
  if (baseUrl) raw.baseUrl = baseUrl;
  const other = flags.otherOrigin ?? env[ENV.otherOrigin];
  if (other) raw.otherOrigin = { ...(raw.otherOrigin as object | undefined), baseUrl: other };
  const strict = flags.strict ?? parseBool(env[ENV.strict], ENV.strict);
  if (strict !== undefined) raw.strict = strict;
  const rate = flags.rateLimit ?? parseNumber(env[ENV.rateLimit], ENV.rateLimit);
  if (rate !== undefined) raw.rateLimit = { requestsPerSecond: rate };
  const start = Object.fromEntries(Object.entries(flags.start ?? {}).filter(([, v]) => v !== undefined));
  if (Object.keys(start).length) raw.start = { ...(raw.start as object | undefined), ...start };
  const login = Object.fromEntries(Object.entries({ screenshots: flags.screenshots, plainPages: flags.plainPages }).filter(([, v]) => v));
  if (Object.keys(login).length) raw.login = { ...(raw.login as object | undefined), ...login };

  const parsed = ConfigFile.safeParse(raw);
  if (!parsed.success) throw new ConfigError(formatIssues(parsed.error.issues, file));
  const resolved = resolveSecrets(parsed.data, env, []) as HarnessConfig;
  const origins = configuredOrigins(resolved);
  resolved.rateLimit = { requestsPerSecond: resolveRateLimit(parsed.data.rateLimit?.requestsPerSecond, origins) };
  const base = file ? dirname(resolve(file)) : process.cwd();
  resolved.tls = { ca: readCas(parsed.data.tls.ca, base, env), insecure: parsed.data.tls.insecure };
  if (resolved.cimd.tls) resolved.cimd = { ...resolved.cimd, tls: checkCimdTls(resolved.cimd.tls, resolved.cimd.host, base) };
  return file ? { ...resolved, configFile: resolve(file) } : resolved;
}

/** The origins the harness may call: the target, the other origin and the cimd.url document's. */
export function configuredOrigins(c: Pick<HarnessConfig, 'baseUrl' | 'otherOrigin' | 'cimd'>): string[] {
  return [c.baseUrl, c.otherOrigin?.baseUrl, c.cimd.url].filter((u): u is string => !!u).map((u) => new URL(u).origin);
}

/**
 * The sign-in origins (login.origins): the server's own, where an identity provider signs its members
 * in. Only the browser visits them; a redirect there is no redirect away from the server.
 */
export function signInOrigins(c: Pick<HarnessConfig, 'login'>): string[] {
  return [...new Set(c.login.origins.map((o) => new URL(o).origin))];
}

function readJson(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new ConfigError(`config file ${file}: cannot be read (${(e as NodeJS.ErrnoException).code ?? e})`);
  }
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    throw new Error('the top level must be a JSON object');
  } catch (e) {
    throw new ConfigError(`config file ${file}: not valid JSON (${(e as Error).message})`);
  }
}

export function formatIssues(issues: readonly z.core.$ZodIssue[], file?: string): string {
  const where = file ? `config file ${file}` : 'config';
  const lines = issues.map((i) => {
    const path = fieldPath(i.path) || '(top level)';
    const keys = i.code === 'unrecognized_keys' ? ` (${i.keys.join(', ')})` : '';
    return `  ${path}: ${i.message}${keys}`;
  });
  return `${where} is invalid:\n${lines.join('\n')}`;
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
}

function resolveSecrets(value: unknown, env: NodeJS.ProcessEnv, path: PropertyKey[]): unknown {
  if (Array.isArray(value)) return value.map((v, i) => resolveSecrets(v, env, [...path, i]));
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  if (entries.length === 1 && entries[0]![0] === 'env' && typeof entries[0]![1] === 'string') {
    const name = entries[0]![1];
    const secret = env[name];
    if (!secret) throw new ConfigError(`config is invalid:\n  ${fieldPath(path)}: environment variable ${name} is not set`);
    return secret;
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, resolveSecrets(v, env, [...path, k])]));
}

function parseBool(v: string | undefined, name: string): boolean | undefined {
  if (v === undefined || v === '') return undefined;
  if (/^(1|true|yes)$/i.test(v)) return true;
  if (/^(0|false|no)$/i.test(v)) return false;
  throw new ConfigError(`config is invalid:\n  ${name}: expected true or false, got "${v}"`);
}

function parseNumber(v: string | undefined, name: string): number | undefined {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new ConfigError(`config is invalid:\n  ${name}: expected a positive number, got "${v}"`);
  return n;
}
