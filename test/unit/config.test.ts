// Config errors name the field and what is wrong; secrets come from the environment; flags win.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../lib/config/load.ts';
import { isLoopbackHost, REMOTE_RATE_LIMIT } from '../../lib/config/rate-limit.ts';

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
    expect(c.rateLimit.requestsPerSecond).toBeNull(); // the embedded reference: on this machine
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

  it('tells loopback hosts from others', () => {
    for (const h of ['127.0.0.1', '127.8.9.10', 'localhost', 'LOCALHOST', '[::1]', '::1']) expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ['128.0.0.1', '10.0.0.1', '127.0.0.1.example', 'localhost.example', 'school.example', '[::2]', '[2001:db8::1]'])
      expect(isLoopbackHost(h), h).toBe(false);
  });

  it('sends unthrottled to a target on this machine, and politely to any other, unless a limit is configured', () => {
    const limit = (config: object, env: NodeJS.ProcessEnv = {}) => loadConfig({ file: file(config), env }).rateLimit.requestsPerSecond;
    expect(limit({ baseUrl: 'http://127.0.0.1:4000' })).toBeNull();
    expect(limit({ baseUrl: 'http://localhost:4000', otherOrigin: { baseUrl: 'http://[::1]:4001' } })).toBeNull();
    expect(limit({ baseUrl: 'http://127.0.0.1:4000', rateLimit: {} })).toBeNull();
    expect(limit({ baseUrl: 'https://school.example' })).toBe(REMOTE_RATE_LIMIT);
    // every configured origin must be on this machine
    expect(limit({ baseUrl: 'http://127.0.0.1:4000', otherOrigin: { baseUrl: 'https://other.example' } })).toBe(REMOTE_RATE_LIMIT);
    expect(limit({ baseUrl: 'http://127.0.0.1:4000', cimd: { url: 'https://tools.example/client.json' } })).toBe(REMOTE_RATE_LIMIT);
    // an explicit limit wins: file, environment, flag
    expect(limit({ baseUrl: 'http://127.0.0.1:4000', rateLimit: { requestsPerSecond: 5 } })).toBe(5);
    expect(limit({ baseUrl: 'http://127.0.0.1:4000' }, { CS_RATE_LIMIT: '7' })).toBe(7);
    expect(limit({ baseUrl: 'https://school.example', rateLimit: { requestsPerSecond: 500 } })).toBe(500);
    const flagged = loadConfig({ file: file({ baseUrl: 'http://127.0.0.1:4000' }), env: {}, flags: { rateLimit: 9 } });
    expect(flagged.rateLimit.requestsPerSecond).toBe(9);
  });
});
