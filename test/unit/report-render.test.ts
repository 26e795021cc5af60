// Unit tests for the JUnit and HTML report renderers: mapping, counts, escaping and injection safety.
import { sources } from '../../lib/spec/sources/index.ts';
import { esc } from '../../lib/report/html-parts.ts';
import { createHash } from 'node:crypto';
import { describe, it, expect } from 'vitest';
import { renderJunit } from '../../lib/report/junit.ts';
import { renderHtml } from '../../lib/report/html.ts';
import type { Evidence, RunSummary, TestResult } from '../../lib/report/types.ts';

const XSS = '<script>alert(1)</script>';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);

function mkTest(partial: Partial<TestResult> & Pick<TestResult, 'title' | 'status'>): TestResult {
  return {
    id: partial.title,
    suite: 'token',
    file: 'suites/token.test.ts',
    clauses: ['TOK-1'],
    level: 'MUST',
    durationMs: 120,
    ...partial,
  };
}

const tests: TestResult[] = [
  mkTest({ title: 'TOK-1 token endpoint issues a bearer token', status: 'passed' }),
  mkTest({
    title: 'TOK-2 invalid client gets 401 & "invalid_client" <x>',
    clauses: ['TOK-2', 'ERR-1'],
    status: 'failed',
    durationMs: 1500,
    message: 'status for a bad client secret\nExpected: 401\nActual: 400\u0001',
    evidenceFile: 'evidence/tok-2.json',
  }),
  mkTest({
    title: 'TOK-3 token response sets Cache-Control',
    clauses: ['TOK-3'],
    level: 'SHOULD',
    status: 'warning',
    message: 'Expected: no-store\nActual: (absent)',
  }),
  mkTest({
    title: 'ACC-1 account lookup',
    suite: 'account',
    clauses: ['ACC-1'],
    status: 'skipped',
    message: 'no second account configured',
  }),
  mkTest({
    title: 'ACC-2 account deletion',
    suite: 'account',
    clauses: ['ACC-2'],
    status: 'error',
    errorCode: 'ERR_TARGET_UNREACHABLE',
    message: 'connect ECONNREFUSED\nat socket',
  }),
];

const evidence: Record<string, Evidence> = {
  'evidence/tok-2.json': {
    exchanges: [
      {
        startedAt: '2025-01-01T00:00:01.000Z',
        durationMs: 33,
        request: {
          method: 'POST',
          url: 'https://api.example/token',
          headers: { authorization: 'Basic ****' },
          body: 'grant_type=client_credentials',
        },
        response: {
          status: 400,
          headers: { 'content-type': 'application/json', 'x-quoted': 'say "hi" <b>' },
          body: '{"error":"invalid_request","n":1}',
        },
        curl: "curl -X POST 'https://api.example/token' -H 'authorization: Basic ****'",
      },
      {
        startedAt: '2025-01-01T00:00:02.000Z',
        durationMs: 12,
        request: { method: 'GET', url: 'https://api.example/error', headers: {} },
        response: { status: 500, headers: { 'content-type': 'text/html' }, body: `<html>${XSS}</html>` },
        curl: "curl 'https://api.example/error'",
      },
      {
        startedAt: '2025-01-01T00:00:03.000Z',
        durationMs: 0,
        request: { method: 'GET', url: 'https://api.example/authorize?client_id=x', headers: { 'x-recorded-by': 'browser' } },
        response: { status: 400, headers: {}, body: 'Authorization error\n\nclient_id metadata document fetch failed', truncated: true },
        curl: '# browser navigation: GET https://api.example/authorize?client_id=x',
      },
    ],
    notes: ['client secret was deliberately wrong'],
    attachments: [
      { name: 'screenshot', path: 'att/shot.png', contentType: 'image/png' },
      { name: 'page dump', path: 'att/page.html', contentType: 'text/html' },
    ],
  },
};
const attachments: Record<string, Buffer> = { 'att/shot.png': PNG, 'att/page.html': Buffer.from(`<p>${XSS}</p>`) };

const zero = { total: 0, passed: 0, failed: 0, warning: 0, skipped: 0, blocked: 0, notTestable: 0, error: 0 };
const summary: RunSummary = {
  runId: 'run-42',
  target: { baseUrl: 'https://api.example', otherOrigin: 'https://other.example', embeddedReference: false },
  startedAt: '2025-01-01T00:00:00.000Z',
  finishedAt: '2025-01-01T00:00:05.000Z',
  durationMs: 5000,
  harnessVersion: '0.1.0',
  specHash: 'abcdef0123456789abcdef',
  seed: 7,
  strict: false,
  suites: ['token', 'account'],
  totals: { ...zero, total: 5, passed: 1, failed: 1, warning: 1, skipped: 1, error: 1 },
  perSuite: { token: { ...zero, total: 3, passed: 1, failed: 1, warning: 1 }, account: { ...zero, total: 2, skipped: 1, error: 1 } },
  tests,
  clauses: [
    { id: 'TOK-1', section: '3.1', level: 'MUST', quote: 'The server MUST issue a token.', status: 'passed', tests: [tests[0]!.id] },
    {
      id: 'TOK-2',
      section: '3.2',
      level: 'MUST',
      quote: 'It MUST answer "invalid_client" with 401.',
      status: 'failed',
      tests: [tests[1]!.id],
    },
    {
      id: 'TOK-3',
      section: '3.3',
      level: 'SHOULD',
      quote: 'It SHOULD send Cache-Control: no-store.',
      status: 'warning',
      tests: [tests[2]!.id],
    },
    { id: 'OPS-9', section: '9', level: 'SHOULD', quote: 'It SHOULD log.', status: 'untested', tests: [] },
  ],
  runErrors: [],
  complete: false,
  notTested: { suites: ['discovery'], clauses: ['OPS-9'], checks: { notTestable: 0, blocked: 0, error: 1 }, reasons: [] },
  selection: { suites: [], clauses: [] },
  exitCode: 1,
};

const html = (s: RunSummary = summary): string =>
  renderHtml(
    s,
    (f) => evidence[f],
    (p) => attachments[p],
  );

describe('renderJunit', () => {
  const xml = renderJunit(summary);
  const count = (re: RegExp): number => (xml.match(re) ?? []).length;

  it('writes totals on <testsuites> and one <testsuite> per suite with its counts', () => {
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
    expect(xml).toMatch(/<testsuites [^>]*tests="5" failures="1" errors="1" skipped="1" time="5\.000"/);
    expect(count(/<testsuite /g)).toBe(2);
    expect(xml).toMatch(/<testsuite name="token" tests="3" failures="1" errors="0" skipped="0" time="1\.740"/);
    expect(xml).toMatch(/<testsuite name="account" tests="2" failures="0" errors="1" skipped="1"/);
    expect(count(/<testcase /g)).toBe(5);
    expect(count(/<\/testcase>/g)).toBe(5);
  });

  it('maps each status to the right element', () => {
    expect(count(/<failure /g)).toBe(1);
    expect(xml).toContain('<failure message="status for a bad client secret" type="conformance">');
    expect(xml).toContain('Expected: 401\nActual: 400');
    expect(xml).toMatch(/<error message="connect ECONNREFUSED" type="ERR_TARGET_UNREACHABLE">connect ECONNREFUSED\nat socket<\/error>/);
    expect(xml).toContain('<skipped type="skipped" message="no second account configured"/>');
    expect(xml).toContain('<system-out>WARNING (SHOULD): Expected: no-store\nActual: (absent)</system-out>');
    const warningCase = /<testcase name="TOK-3[^]*?<\/testcase>/.exec(xml)![0];
    expect(warningCase).not.toMatch(/<failure|<error/);
    expect(xml).toContain('<property name="clause" value="TOK-2"/>');
    expect(xml).toContain('<property name="clause" value="ERR-1"/>');
    expect(xml).toContain('<property name="evidence" value="evidence/tok-2.json"/>');
    expect(xml).toMatch(
      /<testcase name="TOK-1 token endpoint issues a bearer token" classname="token" file="suites\/token\.test\.ts" time="0\.120">/,
    );
  });

  it('escapes markup and removes characters XML 1.0 forbids', () => {
    expect(xml).toContain('name="TOK-2 invalid client gets 401 &amp; &quot;invalid_client&quot; &lt;x&gt;"');
    expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
    expect(xml).toContain('Actual: 400\uFFFD');
  });

  it('reports run errors outside any test as errors', () => {
    const x = renderJunit({ ...summary, runErrors: [{ code: 'ERR_RUN', message: 'global setup failed' }] });
    expect(x).toMatch(/<testsuites [^>]*tests="6" failures="1" errors="2"/);
    expect(x).toContain('type="ERR_RUN">global setup failed</error>');
  });
});

describe('renderHtml', () => {
  const page = html();

  it('shows the verdict and run header', () => {
    expect(page).toMatch(/<a class="verdict v-fail" href="#failures">FAIL<small>incomplete: 1 suite, 1 clause not tested<\/small>/);
    expect(html({ ...summary, exitCode: 0 })).toMatch(/<a class="verdict v-partial" href="#failures">PASS<small>incomplete/);
    const complete = { ...summary, exitCode: 0, complete: true, tests: [tests[0]!], runErrors: [] };
    expect(html(complete)).toMatch(/<a class="verdict v-pass" href="#totals">PASS<small>complete run<\/small>/);
    for (const s of ['https://api.example', 'https://other.example', 'run-42', 'abcdef012345', '0.1.0']) expect(page).toContain(s);
  });

  it('has a coverage-by-source section: each source with its counts', () => {
    expect(page).toContain(`<section id="sources"><h2>Coverage by source (${sources.length})</h2>`);
    for (const s of sources) expect(page).toContain(`<details id="source-${s.id}"><summary><strong>${esc(s.title)}</strong>`);
  });

  it('has a matrix row for each clause, untested ones included', () => {
    for (const c of summary.clauses) {
      const row = new RegExp(`<tr id="clause-${c.id}" data-status="${c.status}" title="[^"]*"[^>]*>[^]*?</tr>`).exec(page);
      expect(row, c.id).not.toBeNull();
      expect(row![0]).toContain(`<span class="badge s-${c.status}">${c.status}</span>`);
    }
    expect(page).toContain('title="It MUST answer &quot;invalid_client&quot; with 401."');
  });

  it('renders failures before warnings with Expected/Actual, evidence and attachments', () => {
    expect(page.indexOf('id="test-1"')).toBeLessThan(page.indexOf('id="test-2"'));
    expect(page.indexOf('id="test-4"')).toBeLessThan(page.indexOf('id="test-2"'));
    expect(page).toContain('Expected: 401');
    expect(page).toContain('Actual: 400');
    expect(page).toContain('{\n  &quot;error&quot;: &quot;invalid_request&quot;,\n  &quot;n&quot;: 1\n}');
    expect(page).toContain(`src="data:image/png;base64,${PNG.toString('base64')}"`);
    expect(page).toContain('say &quot;hi&quot; &lt;b&gt;');
    expect(page).toContain('curl -X POST &#39;https://api.example/token&#39;');
    expect(page).toContain('no second account configured');
    // the text of the page a browser navigation ended on, where every exchange shows its body
    expect(page).toContain('<pre class="body">Authorization error\n\nclient_id metadata document fetch failed</pre>');
    expect(page).toContain('(body truncated at the evidence size limit)');
  });

  it('never lets target text run as script', () => {
    expect(page).not.toContain(XSS);
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect((page.match(/<script/g) ?? []).length).toBe(1);
    const evil = html({ ...summary, tests: [mkTest({ title: `<img src=x onerror=alert(1)>`, status: 'failed', message: XSS })] });
    expect(evil).not.toContain('<img src=x');
    expect(evil).not.toContain(XSS);
  });

  it('allows only its own inline script through the CSP', () => {
    const script = /<script>([^]*?)<\/script>/.exec(page)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(page).toContain(`script-src 'sha256-${hash}'`);
  });
});

describe('renderHtml for people', () => {
  const shot = (name: string, path: string) => ({ name, path, contentType: 'image/png' });
  const flow = (client: string, shots: ReturnType<typeof shot>[]): Evidence => ({
    exchanges: [
      {
        startedAt: '',
        durationMs: 1,
        request: { method: 'GET', url: `https://api.example/oauth/authorize?client_id=${client}&state=x`, headers: {} },
        curl: "curl -sS -i 'https://api.example/token' -H 'authorization: Bearer abcd…wxyz (len=43)'",
      },
    ],
    notes: [],
    attachments: shots,
  });
  const ev: Record<string, Evidence> = {
    'e/1.json': flow('alpha', [shot('a-1-login', 'att/a1.png'), shot('a-2-consent', 'att/a2.png')]),
    'e/2.json': flow('alpha', [shot('b-1-login', 'att/b1.png')]),
    'e/3.json': flow('beta', [shot('c-1-login', 'att/c1.png')]),
  };
  const files: Record<string, Buffer> = {
    'att/a1.png': Buffer.from('login page'),
    'att/b1.png': Buffer.from('login page'), // the same page again: shown once for alpha
    'att/a2.png': Buffer.from('consent page'),
    'att/c1.png': Buffer.from('login page'), // the same bytes for another client: shown for beta too
  };
  const t = (title: string, status: TestResult['status'], evidenceFile: string, extra: Partial<TestResult> = {}) =>
    mkTest({ title, status, clauses: [title.split(' ')[0]!], evidenceFile, ...extra });
  const page = renderHtml(
    {
      ...summary,
      tests: [
        t('endpoints/authorize/state approve → state echoed', 'failed', 'e/1.json', { message: 'Expected: "s"\nActual: (absent)' }),
        t('endpoints/authorize/iss approve → iss', 'passed', 'e/2.json'),
        t('endpoints/authorize/code approve → one code', 'failed', 'e/3.json', { baseline: 'expected', baselineReason: 'known bug 7' }),
      ],
    },
    (f) => ev[f],
    (p) => files[p],
  );

  it('shows each distinct login and consent page once per client', () => {
    const gallery = /<section id="gallery">[^]*?<\/section>/.exec(page)![0];
    expect(gallery.match(/<figure class="shot">/g)).toHaveLength(3);
    expect(gallery).toMatch(/Client <code>alpha<\/code>[^]*login<\/strong> page · first seen as a-1-login · 2×[^]*consent<\/strong> page/);
    expect(gallery).toContain('Client <code>beta</code>');
  });

  it('puts the spec quote, the reading and the RFC source on the failure card, and replay variables under curl', () => {
    const card = /<article class="card c-failed" id="test-0"[^]*?<\/article>/.exec(page)![0];
    expect(card).toContain('What the spec requires');
    expect(card).toContain('The harness reads it as:');
    expect(card).toContain('<a href="e/1.json">e/1.json</a>');
    const iss = /<article[^>]*id="test-1"/.exec(page);
    expect(iss).toBeNull(); // a passed check has no card
    expect(page).toMatch(/set <code>ACCESS_TOKEN<\/code> an access token/);
  });

  it('keeps expected failures apart, with their reason, and offers search and a status filter', () => {
    expect(page.indexOf('id="failures"')).toBeLessThan(page.indexOf('id="expected"'));
    expect(page).toMatch(/<section id="expected"><h2>Expected by the baseline \(1\)[^]*Expected by the baseline: known bug 7/);
    expect(page).toMatch(/<a class="verdict v-fail" href="#failures">/);
    expect(page).toContain('<div id="filter" class="filter" hidden></div>');
    expect(page).toContain("box.type='search'");
    expect(page).toMatch(/<tr data-status="passed" data-search="endpoints\/authorize\/iss approve → iss /);
  });
});

describe('renderHtml: the surface map', () => {
  const surface: RunSummary['surface'] = {
    relations: [
      { id: 'empty-value', name: 'empty = omitted' },
      { id: 'get-post', name: 'GET = POST' },
    ],
    endpoints: ['token', 'account'],
    cells: [
      { relation: 'empty-value', endpoint: 'token', place: 'token.refresh_token scope', title: tests[0]!.title },
      { relation: 'empty-value', endpoint: 'token', place: 'token.authorization_code code', title: tests[1]!.title },
      { relation: 'empty-value', endpoint: 'token', place: 'token.authorization_code resource', title: 'X-1 never collected' },
      { relation: 'empty-value', endpoint: 'account', place: 'account query', title: tests[3]!.title },
      { relation: 'get-post', endpoint: 'token', place: 'token.authorization_code', reason: 'serves POST only' },
      { relation: 'get-post', endpoint: 'account', place: 'account', reason: 'serves <POST> only' },
    ],
  };
  const page = html({ ...summary, surface });
  const map = /<section id="surface">[^]*?<\/section>/.exec(page)![0];
  const row = (endpoint: string) => new RegExp(`<tr><th>${endpoint}</th>[^]*?</tr>`).exec(map)![0];

  it('counts the places, reached or not, and is in the table of contents', () => {
    expect(page).toContain('<a href="#surface">surface</a>');
    expect(map).toContain('4 places, 2 reached, 1 not passed, 2 not reached');
    expect(map).toContain('<th>empty = omitted<div class="muted">empty-value</div></th>');
  });

  it("links each reached place to its check's card, else its evidence, and dashes the places a run did not reach", () => {
    const token = row('token');
    // the failure links to its card, the pass to its evidence file (none here: a span)
    const card =
      /<a class="sm s-failed" href="#(test-\d+)" title="[^"]*: failed — status for a bad client secret">authorization_code: code<\/a>/.exec(
        token,
      );
    expect(card).not.toBeNull();
    expect(page).toMatch(new RegExp(`<article class="card c-failed" id="${card![1]}"[^>]*>(?:(?!</article>)[^])*TOK-2`));
    expect(token).toMatch(/<span class="sm s-passed" title="[^"]*: passed">refresh_token: scope<\/span>/);
    expect(token).toMatch(
      /<span class="sm s-untested unreached" title="X-1 never collected: not run">authorization_code: resource<\/span>/,
    );
    expect(row('account')).toMatch(/class="sm s-skipped unreached"/);
  });

  it('shows a dash where the relation does not govern, with why, escaped', () => {
    expect(row('token')).toContain('<td class="ng" title="token.authorization_code: serves POST only">—</td>');
    expect(row('account')).toContain('title="account: serves &lt;POST&gt; only"');
  });

  it('is left out of a run without a model', () => {
    expect(html()).not.toContain('id="surface"');
    expect(html()).not.toContain('href="#surface"');
  });
});
