// Config errors name the field and what is wrong; secrets come from the environment; flags win.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../lib/config/load.ts';

function file(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'csc-')), 'target.json');
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

function errorOf(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error('expected a ConfigError');
}

describe('config', () => {
  it('fills defaults for an empty config', () => {
    const c = loadConfig({ env: {} });
    expect(c.baseUrl).toBeUndefined();
    expect(c.timeouts.connectMs).toBeGreaterThan(0);
    expect(c.rateLimit.requestsPerSecond).toBeGreaterThan(0);
    expect(c.login.strategy).toBe('generic');
  });

  it('names the field of a bad URL', () => {
    const e = errorOf(() => loadConfig({ file: file({ baseUrl: 'ftp://x.example' }), env: {} }));
    expect(e.message).toMatch(/baseUrl: expected an absolute http\(s\) URL/);
    expect(e.exitCode).toBe(2);
  });

  it('names nested fields and unknown keys', () => {
    const e = errorOf(() =>
      loadConfig({
        file: file({ memberClient: { clientId: 'c', redirectUri: 'http://127.0.0.1:1/cb', scopes: [] }, colour: 'red' }),
        env: {},
      }),
    );
    expect(e.message).toMatch(/memberClient\.scopes: /);
    expect(e.message).toMatch(/\(top level\): Unrecognized key.*colour/);
  });

  it('rejects a secret of the wrong shape with a plain explanation', () => {
    const e = errorOf(() => loadConfig({ file: file({ members: [{ username: 'a@b.c', password: { envvar: 'X' } }] }), env: {} }));
    expect(e.message).toMatch(/members\[0\]\.password: expected a non-empty string or \{"env": "VAR"\}/);
  });

  it('resolves {"env": VAR} secrets, and names the variable when it is unset', () => {
    const path = file({ members: [{ username: 'a@b.c', password: { env: 'CS_TEST_PW' } }] });
    expect(loadConfig({ file: path, env: { CS_TEST_PW: 's3cret!' } }).members?.[0]?.password).toBe('s3cret!');
    const e = errorOf(() => loadConfig({ file: path, env: {} }));
    expect(e.message).toMatch(/members\[0\]\.password: environment variable CS_TEST_PW is not set/);
  });

  it('checks login settings across fields', () => {
    const e = errorOf(() => loadConfig({ file: file({ login: { strategy: 'script' } }), env: {} }));
    expect(e.message).toMatch(/login\.script: strategy "script" needs the path of a script/);
  });

  it('reports unreadable and non-JSON files', () => {
    expect(errorOf(() => loadConfig({ file: '/nonexistent/target.json', env: {} })).message).toMatch(/cannot be read \(ENOENT\)/);
    expect(errorOf(() => loadConfig({ file: file('{ not json'), env: {} })).message).toMatch(/not valid JSON/);
  });

  it('lets flags override the environment, and the environment override the file', () => {
    const path = file({ baseUrl: 'https://file.example', rateLimit: { requestsPerSecond: 5 } });
    expect(loadConfig({ file: path, env: {} }).baseUrl).toBe('https://file.example');
    expect(loadConfig({ file: path, env: { CS_BASE_URL: 'https://env.example' } }).baseUrl).toBe('https://env.example');
    const c = loadConfig({
      file: path,
      env: { CS_BASE_URL: 'https://env.example', CS_RATE_LIMIT: '3' },
      flags: { baseUrl: 'https://flag.example' },
    });
    expect(c.baseUrl).toBe('https://flag.example');
    expect(c.rateLimit.requestsPerSecond).toBe(3);
    expect(loadConfig({ env: { CS_CONFIG: path } }).baseUrl).toBe('https://file.example');
  });

  it('rejects bad environment values by name', () => {
    expect(errorOf(() => loadConfig({ env: { CS_RATE_LIMIT: 'fast' } })).message).toMatch(/CS_RATE_LIMIT: expected a positive number/);
    expect(errorOf(() => loadConfig({ env: { CS_STRICT: 'maybe' } })).message).toMatch(/CS_STRICT: expected true or false/);
  });
});
