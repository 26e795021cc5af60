// Correct servers built otherwise, driven by the generic strategy alone. A sign-in page whose script
// draws the form after it has loaded (as single-page sign-in apps do), beside the plain Allow/Deny
// consent page. And every legitimate choice the text leaves a server at once (fixtures/reference/
// platform.ts everyChoice): an identifier-first sign-in (the e-mail address, then the password on a
// page of its own), a page that only says who is signed in with one "Continue", a consent panel a
// script draws in place (the scopes as checkboxes, "Grant access", "Continue", "Logout"), consent
// bound to the request, a read-only client configuration endpoint, vendor names matched folded, /mcp
// Origins checked by host, resource required of every member client, a public client's refresh told
// by its client_id, client assertions (private_key_jwt) and Request Objects offered. Against the reference built each way, with the login calibrated, there is no
// failure, no error (an orphan block is one), nothing blocked or not testable, and each drive went
// the variant's way. A choice may make a warning where its reading says the text leaves it to the
// server, and a skip where it leaves a feature out. On the panel, the consent CSRF check still judges
// a forged approval: it fails when the reference does not check the form's token.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDrives } from '../../lib/browser/timings.ts';
import type { TestResult } from '../../lib/report/types.ts';
import { everyChoice, type PlatformOptions } from '../../fixtures/reference/platform.ts';
import type { ReferenceConfig } from '../../fixtures/reference/server.ts';
import { NOT_ADVERTISED, OPAQUE, runAgainstReference, selfTestReports } from '../support/reference-run.ts';

/** The warnings the choices make, by clause: each one's reading says the text leaves it to the server. */
const CHOSEN_WARNINGS = ['authentication/4/vendor-client-name-exact', 'mcp-transport/security/origin-scheme'];
const PLAIN_HTTP = /\{base_url\} is plain http/;
const NOT_OFFERED = /does not offer (PUT|DELETE) \(HTTP 405\)/;
// with Request Objects offered: the check of their refusal, and the relation twice refused, which makes no Request Object
const REQUEST_OBJECTS = /request_parameter_supported is true|the harness makes no value of request \(jwt\)/;

const allowed = (options: Partial<PlatformOptions>) => (t: TestResult) =>
  t.status === 'passed' ||
  (t.status === 'skipped' && [PLAIN_HTTP, NOT_ADVERTISED, OPAQUE].some((r) => r.test(t.message ?? ''))) ||
  (t.status === 'skipped' && !!options.requestObjects && REQUEST_OBJECTS.test(t.message ?? '')) ||
  (t.status === 'skipped' && options.clientManagement === 'read-only' && NOT_OFFERED.test(t.message ?? '')) ||
  // a lifetime the run does not wait out, unless the reference's are short; the registration access token's, which does not expire
  (t.status === 'skipped' && t.surface?.relation === 'lifetimes' && !(options.shortLived && t.notRunInTier)) ||
  (t.status === 'warning' && options.vendorNames === 'folded' && t.clauses.includes(CHOSEN_WARNINGS[0]!)) ||
  (t.status === 'warning' && options.mcpOrigins === 'host' && t.clauses.includes(CHOSEN_WARNINGS[1]!));

const VARIANTS: [string, Partial<PlatformOptions>][] = [
  ['a drawn sign-in', { signIn: 'drawn' }],
  ['every legitimate choice on', everyChoice],
];

/** The consent forms the reference was sent (their field names and values), and what it answered. */
function consentPosts(): { seen: { fields: URLSearchParams; status: number }[]; onExchange: ReferenceConfig['onExchange'] } {
  const seen: { fields: URLSearchParams; status: number }[] = [];
  return {
    seen,
    onExchange: (req, reply) => {
      if (req.method === 'POST' && req.url.pathname === '/oauth/authorize/consent')
        seen.push({ fields: new URLSearchParams(req.body.toString('utf8')), status: reply.status });
    },
  };
}

describe.each(VARIANTS)('the reference with %s', (_, options) => {
  it('passes every check of every suite, with the generic strategy', { timeout: 600_000 }, async () => {
    const posts = consentPosts();
    const summary = await runAgainstReference([], [], undefined, true, posts.onExchange, options);
    const unexpected = summary.tests.filter((t) => !allowed(options)(t)).map((t) => `${t.status}: ${t.title}: ${t.message}`);
    expect(unexpected).toEqual([]);
    expect(summary.tests.filter((t) => t.orphanBlock)).toEqual([]);
    expect(summary.runErrors).toEqual([]);
    expect(summary.exitCode).toBe(0);
    // each choice a warning stands for was made, and seen
    const warned = new Set(summary.tests.filter((t) => t.status === 'warning').flatMap((t) => t.clauses));
    if (options.vendorNames === 'folded') expect(warned.has(CHOSEN_WARNINGS[0]!)).toBe(true);
    if (options.mcpOrigins === 'host') expect(warned.has(CHOSEN_WARNINGS[1]!)).toBe(true);
    // the sign-ins that got through went the variant's way: identifier-first takes two sign-in pages
    const drives = readDrives(join(selfTestReports, summary.runId));
    const signIns = drives.filter((d) => d.pages[0] === 'login' && d.pages.includes('consent'));
    expect(signIns.length).toBeGreaterThan(0);
    const twoPages = signIns.filter((d) => d.pages[1] === 'login').length;
    if (options.signIn === 'identifier-first') expect(twoPages).toBe(signIns.length);
    else expect(twoPages).toBe(0);
    // every consent page came after the page that says who is signed in
    const consents = drives.filter((d) => d.pages.includes('consent'));
    const afterInterstitial = consents.filter((d) => d.pages[d.pages.indexOf('consent') - 1] === 'interstitial').length;
    expect(afterInterstitial).toBe(options.interstitial ? consents.length : 0);
    // every consent was answered through the panel: approvals with the boxes ticked and Grant access, refusals with neither
    const answers = posts.seen.map(({ fields }) => fields);
    const ticked = (f: URLSearchParams) => [...f.keys()].some((k) => k.startsWith('scope-'));
    if (options.consentPage === 'panel') {
      expect(answers.filter((f) => f.has('decision'))).toEqual([]);
      expect(answers.filter((f) => f.get('grant') === 'approve' && ticked(f)).length).toBeGreaterThan(0);
      expect(answers.filter((f) => f.get('grant') === '' && !ticked(f)).length).toBeGreaterThan(0);
      // the consent CSRF check forged the approval as the panel sends it
      const csrf = summary.tests.find((t) => t.clauses.includes('security/csrf/consent-bound'))!;
      const evidence = JSON.parse(readFileSync(join(selfTestReports, summary.runId, csrf.evidenceFile!), 'utf8')) as { notes: string[] };
      expect(evidence.notes.join('\n')).toMatch(/the attacker's consent form: .*"fields":\["request_id","csrf","grant","scope-0"/);
    } else expect(answers.every((f) => f.has('decision'))).toBe(true);
  });
});

describe('the consent CSRF check on the consent panel', () => {
  it("fails when the reference takes the panel's approval without checking its token", { timeout: 120_000 }, async () => {
    const options = { consentPage: 'panel' } as const;
    const summary = await runAgainstReference(['authorize-consent-csrf'], ['security/consent-csrf'], undefined, false, undefined, options);
    expect(summary.tests.map((t) => [t.clauses[0], t.status])).toEqual([['security/csrf/consent-bound', 'failed']]);
  });
});
