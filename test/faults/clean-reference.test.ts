// A harness that cries wolf is useless: against the correct reference server every check of every
// suite passes — no failure, warning, error, skip or run error. The same run shows the harness is a
// correct client: every authorization and token request it sent in a flow (the reference accepted
// it) keeps every rule of test/support/client-rules.ts, and every probe breaks at most one. And the
// evidence of a refusal shows the error page's text. A second full run draws every page
// (login.plainPages "browser"): every check ends as it did when plain error pages were judged from
// their answers, with the same pages recorded in its evidence.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../../fixtures/reference/scopes.ts';
import { loadProvisioning } from '../../fixtures/reference/provisioning.ts';
import type { Evidence } from '../../lib/http/types.ts';
import type { RunSummary, TestResult } from '../../lib/report/types.ts';
import { collectTests } from '../../lib/run/collect.ts';
import { readDrives } from '../../lib/browser/timings.ts';
import { authorizeViolations, tokenViolations } from '../support/client-rules.ts';
import { ClientRequests } from '../support/client-requests.ts';
import { NOT_ADVERTISED, OPAQUE, runAgainstReference, selfTestReports } from '../support/reference-run.ts';

const requests = new ClientRequests();
let summary: RunSummary;
let drawn: RunSummary;

beforeAll(async () => {
  summary = await runAgainstReference([], [], undefined, true, requests.tap);
  drawn = await runAgainstReference([], [], undefined, true, undefined, undefined, undefined, { plainPages: 'browser' });
}, 900_000);

/**
 * Each check's status, and the pages its drives ended on: method, status and text, its numbers and
 * long identifiers (ports, client ids a run registers) left out. Not the pages a drive passed: which
 * check records a shared flow's sign-in depends on the order the checks ask for it.
 */
function verdicts(s: RunSummary): Record<string, { status: string; pages: string[] }> {
  const pages = (file?: string) =>
    file
      ? (JSON.parse(readFileSync(join(selfTestReports, s.runId, file), 'utf8')) as Evidence).exchanges
          .filter((x) => x.request.headers['x-recorded-by'] === 'browser' && x.response?.body)
          .map((x) => `${x.request.method} ${x.response!.status}: ${x.response!.body!.replace(/[\w-]{12,}|\d+/g, '…')}`)
          .sort()
      : [];
  return Object.fromEntries(s.tests.map((t) => [t.title, { status: t.status, pages: pages(t.evidenceFile) }]));
}

describe('the correct reference server', () => {
  it('passes every check of every suite, with the login calibrated', async () => {
    const checks = await collectTests();
    // the TLS checks skip on a plain-http origin (test/e2e/tls-target.test.ts runs them over https): nine, RFC 7591 §5's TLS 1.2 and RFC 7592 §2's https registration_client_uri included
    const plainHttpSkip = (t: { status: string; message?: string }) =>
      t.status === 'skipped' && /\{base_url\} is plain http/.test(t.message ?? '');
    // a relation's place about a feature the reference does not advertise: claims, request and request_uri sent
    // twice; the JWT relation's client assertions (3 places) and Request Objects, 7 ways each
    const notAdvertised = (t: { status: string; message?: string }) => t.status === 'skipped' && NOT_ADVERTISED.test(t.message ?? '');
    // the lifetimes the default run does not wait out (an hour, a month, a minute), and the registration
    // access token, which RFC 7592 §5 keeps from expiring: test/e2e/lifetimes.test.ts judges them
    const lifetimeSkip = (t: TestResult) => t.status === 'skipped' && t.surface?.relation === 'lifetimes';
    // the JWT relation at a token the reference issues opaque: the refresh token (token endpoint, introspection), the registration access token
    const opaque = (t: { status: string; message?: string }) => t.status === 'skipped' && OPAQUE.test(t.message ?? '');
    const notPassed = summary.tests
      .filter((t) => t.status !== 'passed' && !plainHttpSkip(t) && !notAdvertised(t) && !lifetimeSkip(t) && !opaque(t))
      .map((t) => `${t.status}: ${t.title}: ${t.message}`);
    expect(notPassed).toEqual([]);
    expect(summary.tests.filter(plainHttpSkip).length).toBe(9);
    expect(summary.tests.filter(notAdvertised).length).toBe(31);
    expect(summary.tests.filter(opaque).length).toBe(17);
    expect(summary.notTested.tier?.length).toBe(summary.tests.filter((t) => lifetimeSkip(t) && t.notRunInTier).length);
    expect(summary.runErrors).toEqual([]);
    expect(summary.totals.total).toBe(checks.length);
    expect(summary.exitCode).toBe(0);
  });

  it('obtains the grants its checks declared, each as planned, and no other (lib/run/plan.ts)', () => {
    const p = summary.plan!;
    expect(p.consentsPlanned).toBeGreaterThan(0);
    expect(p.grantAuthorizations).toBe(p.consentsPlanned);
    const planned = new Set(p.grants.filter((g) => !g.when).map((g) => g.id));
    expect(Object.keys(p.madeByGrant).filter((id) => !planned.has(id))).toEqual([]);
    // a grant only read is obtained once for all who read it
    expect(p.grants.find((g) => g.id === 'member grant')!.checks).toBeGreaterThan(50);
  });

  it('keeps the text of the error page a drive ended on in its evidence, where the status alone says nothing', () => {
    const check = summary.tests.find((t) => t.title.includes('document whose client_id is not its own URL; client_id = the document URL'));
    const evidence = JSON.parse(readFileSync(join(selfTestReports, summary.runId, check!.evidenceFile!), 'utf8')) as Evidence;
    const page = evidence.exchanges.find((x) => x.request.headers['x-recorded-by'] === 'browser' && x.response?.status === 400);
    expect(page?.response?.body).toMatch(/^Authorization error\n+The application \(client_id\) is not known to this site\./);
  });

  it('gives every check the verdict and page evidence it gives when every page is drawn (login.plainPages "browser")', () => {
    const plain = readDrives(join(selfTestReports, summary.runId)).filter((d) => d.plain).length;
    expect(plain).toBeGreaterThan(50);
    expect(readDrives(join(selfTestReports, drawn.runId)).filter((d) => d.plain)).toEqual([]);
    expect(verdicts(summary)).toEqual(verdicts(drawn));
  });

  it('gets only well-formed requests in flows, and probes that break one rule at a time', () => {
    const IGNORED_SCOPES = ['scopes not advertised: cs-conformance-unknown-scope', 'scopes not advertised: ACCOUNT:READ account:rea'];
    const known = { scopes: ALL_SCOPES, memberClients: loadProvisioning().memberClients.map((c) => c.clientId) };
    const sent = requests.sent();
    expect(sent.filter((s) => s.accepted && s.kind === 'authorize').length).toBeGreaterThan(20);
    expect(sent.filter((s) => s.accepted && s.kind === 'token').length).toBeGreaterThan(20);
    const wrong = sent
      .map((s) => ({ ...s, broken: s.kind === 'authorize' ? authorizeViolations(s.params, known) : tokenViolations(s.params) }))
      // the probes a correct server accepts: unknown scope values in an OpenID request, ignored (OIDC Core §3.1.2.1): one
      // no server knows, and the near misses of account:read (scope values are case-sensitive, RFC 6749 §3.3)
      .map((s) => ({ ...s, broken: s.broken.filter((b) => !IGNORED_SCOPES.includes(b) || !s.accepted) }))
      .filter((s) => s.broken.length > (s.accepted ? 0 : 1))
      .map((s) => `${s.kind} ${s.accepted ? 'accepted' : 'refused'}: ${s.broken.join('; ')} — ${[...s.params.keys()].join(',')}`);
    expect(wrong).toEqual([]);
  });
});
