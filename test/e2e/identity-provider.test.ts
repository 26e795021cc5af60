// A school whose members sign in at an identity provider on an origin of its own (issue 22): given
// that origin in login.origins, the driver completes consents through the provider's sign-in page and
// every check passes as with a sign-in page on the site, the fuzzed authorization requests too (the
// redirect to the provider's sign-in page is no redirect away from the server); the harness's own
// requests stay on the configured origins, and the report lists the extra one. Without it, the
// browser is kept off it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../lib/config/load.ts';
import { runHarness } from '../../lib/run/run.ts';
import { createServer, type ReferenceServer } from '../../fixtures/reference/server.ts';
import type { Req } from '../../fixtures/reference/http.ts';
import { selfTestReports } from '../support/reference-run.ts';
import { headerFront } from '../support/header-front.ts';

let server: ReferenceServer;
const seenAtIdp: Req[] = [];
beforeAll(async () => {
  server = await createServer({
    identityProvider: true,
    onExchange: (req) => {
      if (server && req.url.origin === server.platform.identityProvider) seenAtIdp.push(req);
    },
  });
});
afterAll(() => server?.close());

const run = (defaults: object, suites: string[]) =>
  runHarness({ config: loadConfig({ env: {}, defaults }), suites, reportDir: selfTestReports, seed: 1, embeddedReference: true });

describe('sign-in at an identity provider', () => {
  it('login.origins: the drives sign in there, and every check passes', { timeout: 300_000 }, async () => {
    const idp = server.platform.identityProvider!;
    expect(new URL(idp).origin).not.toBe(new URL(server.origin).origin);
    expect(server.targetConfig().login).toEqual({ origins: [idp] });
    const s = await run(server.targetConfig(), ['authorization', 'security', 'token/code-exchange', 'id-token', 'fuzz/authorize-query']);
    expect(s.tests.filter((t) => t.status !== 'passed').map((t) => `${t.title}: ${t.status} ${t.message ?? ''}`)).toEqual([]);
    expect(s.target.loginOrigins).toEqual([idp]);
    // the browser signed in at the provider; the harness itself never called it
    expect(seenAtIdp.some((r) => r.method === 'POST')).toBe(true);
    expect(seenAtIdp.every((r) => !String(r.headers['user-agent']).startsWith('cs-conformance'))).toBe(true);
  });

  it('without it, the browser is kept off the provider: no drive completes', { timeout: 300_000 }, async () => {
    const { login: _, ...config } = server.targetConfig();
    seenAtIdp.length = 0;
    const s = await run(config, ['authorization/approval']);
    expect(seenAtIdp).toEqual([]);
    expect(s.tests.length).toBeGreaterThan(3);
    expect(s.tests.filter((t) => t.status === 'passed')).toEqual([]);
    expect(s.target.loginOrigins).toBeUndefined();
  });
});

describe('large cookies', () => {
  it('20 KB of headers on every answer of the site and the provider: read, and every check passes', { timeout: 300_000 }, async () => {
    const pad = headerFront(20);
    const padded = await createServer({ identityProvider: true, front: pad.front });
    try {
      const s = await run(padded.targetConfig(), ['authorization/approval', 'token/code-exchange', 'fuzz/authorize-query']);
      expect(s.tests.filter((t) => t.status !== 'passed').map((t) => `${t.title}: ${t.status} ${t.message ?? ''}`)).toEqual([]);
      expect(s.runErrors).toEqual([]);
    } finally {
      await padded.close();
      await pad.close();
    }
  });
});
