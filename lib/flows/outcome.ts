// Judging an authorization outcome: a code or none, an error redirect or an error page.
import { target } from '../harness/context.ts';
import { sameOrigin } from '../target/well-known.ts';
import { fail, show, blocked } from '../harness/failure.ts';
import { callbackParam, describeOutcome, fragmentParam, showParam, type AuthorizeRecord } from './authorize.ts';
import { consentShown } from './consent-page.ts';

/** The request must yield no code, wherever the redirect puts it: an error page, an error redirect, or a stop at login. */
export function expectNoCode(rec: AuthorizeRecord, what: string): void {
  if (callbackParam(rec, 'code') || fragmentParam(rec, 'code'))
    fail(what, 'no code (an error page, or a redirect with "error")', describeOutcome(rec));
}

/** The server must not send the browser to the redirect URI at all (RFC 6749 §4.1.2.1). */
export function expectNoRedirect(rec: AuthorizeRecord, what: string): void {
  if (rec.outcome.kind === 'callback')
    fail(what, `an error page; no redirect to ${rec.redirectUri}`, `${describeOutcome(rec)}: ${rec.outcome.callback?.href}`);
}

/** The redirect carries error=<one of codes> in its query (RFC 6749 §4.1.2.1), and no code. */
export function expectErrorRedirect(rec: AuthorizeRecord, codes: string[], what: string): void {
  const error = callbackParam(rec, 'error');
  if (!error || callbackParam(rec, 'code') || !codes.includes(error)) {
    const code = callbackParam(rec, 'code') ? 'present' : fragmentParam(rec, 'code') ? 'in the fragment' : 'absent';
    fail(
      what,
      `a redirect with error=${codes.join(' or ')} in the query and no code`,
      rec.outcome.kind === 'callback' ? `${showParam(rec, 'error')}, code ${code}` : describeOutcome(rec),
    );
  }
}

/** The member completed the authorization: else the check is blocked (another check reports why). */
export function requireCallback(rec: AuthorizeRecord): void {
  if (rec.outcome.kind !== 'callback') {
    blocked('authentication/6/any-role', `the authorization did not return to the client (${describeOutcome(rec)})`);
  }
}

/**
 * The member was shown the consent page (a check that judges or answers it needs it). The record
 * comes from authorizeAtConsent(): without a consent page it is a client registered for this very
 * authorization, which no member can have consented to before, so a code without one is the
 * interactive-consent clause's failure.
 */
export function requireConsentPage(rec: AuthorizeRecord): void {
  // no way back to the client at all is requireCallback()'s to report
  if (rec.outcome.kind !== 'callback' || consentShown(rec)) return;
  if (callbackParam(rec, 'code'))
    blocked('authentication/3/interactive-consent', `a code came with no consent page for ${clientNote(rec)} (${describeOutcome(rec)})`);
  blocked('authentication/6/any-role', `the member was shown no consent page for ${clientNote(rec)} (${describeOutcome(rec)})`);
}

/** Which client an authorization was made by, for Actual: lines. */
export function clientNote(rec: AuthorizeRecord): string {
  return rec.client.firstUse ? `a client registered moments before (${rec.client.clientId})` : rec.client.clientId;
}

/** Every value of a callback parameter (to spot repeats). */
export function callbackValues(rec: AuthorizeRecord, name: string): string[] {
  return rec.callback.filter(([k]) => k === name).map(([, v]) => v);
}

/** Every value of a callback parameter for Actual: lines; when the query has none, what the fragment had. */
export function showValues(rec: AuthorizeRecord, name: string): string {
  const all = (pairs: [string, string][]) =>
    pairs
      .filter(([k]) => k === name)
      .map(([, v]) => show(v))
      .join(', ');
  const fragment = all(rec.fragment);
  return all(rec.callback) || (fragment ? `(absent from the query; in the fragment: ${fragment})` : '(absent)');
}

/**
 * The issuer iss must equal (RFC 9207): the metadata's issuer when it names this origin; otherwise
 * the origin itself (a wrong issuer in the metadata is the discovery suite's to report).
 */
export function issuer(): string {
  const { issuer: advertised, origin } = target();
  return advertised !== undefined && sameOrigin(advertised, origin) ? advertised : origin;
}
