// The authorization request's syntax as RFC 6749 §3.1 and §3.1.1 and RFC 8707 §2 have it: unknown
// parameters ignored, a parameter sent twice or empty not taken as a valid one, an unknown
// response_type (CODE included: values are case-sensitive, Appendix A) answered by the error redirect
// of §4.1.2.1, and a resource that is not an absolute URI without a fragment not served; each of the
// first four also as a form POST (a POST handler parses a body of its own). The error redirects'
// error_description and error_uri keep to the characters §4.1.2.1 allows, and carry state and iss as
// the approval's redirect does.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { authorize, callbackParam, describeOutcome, type AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { callbackValues, expectErrorRedirect, expectNoCode, issuer, showValues } from '../../lib/flows/outcome.ts';
import { requirePost } from '../../lib/flows/post-offered.ts';
import { pkce } from '../../lib/oauth/pkce.ts';
import { ERROR_PARAM_EXPECTED, errorParamProblems } from '../../lib/oauth/error-syntax.ts';

const request = (label: string, params: Record<string, string | undefined>, resource?: string, method?: 'POST') =>
  authorize({ client: memberClient(), member: member(), params, resource, method, label, expectRefusal: true });

const unknownType = once('unknown response_type', () => request('response-type-unknown', { response_type: 'cs_unknown' }));
/** By GET, and by POST where the check asks for it (blocked when the endpoint does not take POST). */
const METHODS = [undefined, 'POST'] as const;
const by = (method: 'POST' | undefined) => (method ? ', as a form POST' : '');
const suffix = (method: 'POST' | undefined) => (method ? '-post' : '');

for (const method of METHODS) {
  check(
    'rfc6749/3.1/ignore-unrecognized',
    `a valid authorization request plus cs_conformance_extra=1 (a parameter no server knows)${by(method)}, approve → a code`,
    async (t) => {
      if (method) await requirePost(t);
      const rec = await request(`unrecognized-parameter${suffix(method)}`, { cs_conformance_extra: '1' }, undefined, method);
      // sent back with neither code nor error: no code comes at all, which endpoints/authorize/code reports
      if (rec.outcome.kind === 'callback' && !callbackParam(rec, 'code') && !callbackParam(rec, 'error'))
        blocked('endpoints/authorize/code', `the approval came back without a code (${describeOutcome(rec)})`);
      // no code: does the same request without the extra parameter get one? If not, another clause says why
      if (
        !callbackParam(rec, 'code') &&
        !callbackParam(await request(`unrecognized-parameter-control${suffix(method)}`, {}, undefined, method), 'code')
      )
        blocked(
          method
            ? ['authentication/6/any-role', 'endpoints/authorize/code', 'authentication/3/interactive-consent']
            : ['authentication/6/any-role', 'endpoints/authorize/code'],
          'the same request without the extra parameter gets no code either',
        );
      if (!callbackParam(rec, 'code'))
        fail('the authorization endpoint ignores a parameter it does not recognize', 'a redirect with a code', describeOutcome(rec));
    },
  );

  check(
    'rfc6749/3.1/repeated-request-parameter',
    `authorization request with code_challenge twice, two different values${by(method)} → no code`,
    async (t) => {
      if (method) await requirePost(t);
      const rec = await authorize({
        client: memberClient(),
        member: member(),
        method,
        label: `repeated-parameter${suffix(method)}`,
        expectRefusal: true,
        // a second challenge after the flow's own: the URL (or the form) holds both
        extra: [['code_challenge', pkce().challenge]],
      });
      expectNoCode(rec, 'a parameter sent more than once is invalid_request (RFC 6749 §3.1, §4.1.2.1)');
    },
  );

  check('rfc6749/3.1/empty-parameter', `authorization request with state= (empty), all else valid${by(method)} → no code`, async (t) => {
    if (method) await requirePost(t);
    const rec = await request(`empty-state${suffix(method)}`, { state: '' }, undefined, method);
    // a code for state=: is state required at all? Without it, an empty one is as good as none
    if (
      callbackParam(rec, 'code') &&
      callbackParam(await request(`no-state${suffix(method)}`, { state: undefined }, undefined, method), 'code')
    )
      blocked('endpoints/authorize/required-parameters', 'a request without state gets a code too');
    expectNoCode(rec, 'state sent without a value is state omitted, and the spec requires it');
  });
}

const unknownTypes: [string, string, ('POST' | undefined)?][] = [
  ['response_type=cs_unknown', 'cs_unknown'],
  ['response_type=CODE (code in upper case)', 'CODE'],
  ['response_type=cs_unknown, as a form POST', 'cs_unknown', 'POST'],
];
for (const [what, type, method] of unknownTypes) {
  check(
    'rfc6749/3.1.1/response-type-error',
    `authorization request with ${what} → the error redirect, error=unsupported_response_type or invalid_request, no code`,
    async (t) => {
      if (method) await requirePost(t);
      const rec =
        type === 'cs_unknown' && !method
          ? await unknownType(t)
          : await request(`response-type-${type}${suffix(method)}`, { response_type: type }, undefined, method);
      expectErrorRedirect(
        rec,
        ['unsupported_response_type', 'invalid_request'],
        'a response type the server does not understand is answered by the error response of RFC 6749 §4.1.2.1',
      );
    },
  );
}

/** The error redirect for an unknown response_type; without one, nothing to judge (rfc6749/3.1.1/response-type-error reports it). */
async function errorRedirect(t: Parameters<typeof unknownType>[0]): Promise<AuthorizeRecord> {
  const rec = await unknownType(t);
  if (!callbackParam(rec, 'error')) blocked('rfc6749/3.1.1/response-type-error', `no error redirect came (${describeOutcome(rec)})`);
  return rec;
}

check('endpoints/authorize/state', 'the error redirect for response_type=cs_unknown → state echoed byte for byte', async (t) => {
  const rec = await errorRedirect(t);
  const states = callbackValues(rec, 'state');
  if (states.length !== 1 || states[0] !== rec.state)
    fail('state is echoed on every error redirect', show(rec.state), showValues(rec, 'state'));
});

check('endpoints/authorize/iss', 'the error redirect for response_type=cs_unknown → exactly one iss, equal to the issuer', async (t) => {
  const rec = await errorRedirect(t);
  const iss = callbackValues(rec, 'iss');
  if (iss.length !== 1 || iss[0] !== issuer())
    fail('RFC 9207: iss on every error response', `one iss = ${show(issuer())}`, showValues(rec, 'iss'));
});

/** The error redirects of this file: error_description and error_uri as §4.1.2.1 allows them. */
async function errorRedirects(t: Parameters<typeof unknownType>[0]): Promise<AuthorizeRecord[]> {
  const recs = [await unknownType(t)];
  return recs.filter((r) => callbackParam(r, 'error'));
}

for (const [id, name] of [
  ['rfc6749/4.1.2.1/error-description-charset', 'error_description'],
  ['rfc6749/4.1.2.1/error-uri-charset', 'error_uri'],
] as const) {
  check(id, `error redirects (an unknown response_type) → ${name}, when present, of the characters RFC 6749 §4.1.2.1 allows`, async (t) => {
    const recs = await errorRedirects(t);
    if (!recs.length) t.note('no error redirect came: nothing to judge (rfc6749/3.1.1/response-type-error reports it)');
    for (const rec of recs) {
      const problems = errorParamProblems(callbackValues(rec, name), name);
      if (problems.length)
        fail(`${name} keeps to the characters RFC 6749 §4.1.2.1 allows`, ERROR_PARAM_EXPECTED[name], problems.join('; '));
    }
  });
}

check('rfc8707/2/absolute-uri', 'member-scope authorization request with resource=/ (a relative reference) → no code', async () => {
  expectNoCode(await request('resource-relative', {}, '/'), 'resource is an absolute URI (RFC 8707 §2): a relative one is not served');
});

check('rfc8707/2/no-fragment', 'member-scope authorization request with resource={base_url}#frag → no code', async () => {
  const rec = await request('resource-fragment', {}, `${target().origin}#cs-fragment`);
  expectNoCode(rec, `a resource with a fragment (RFC 8707 §2) is not served: ${show(rec.resource)}`);
});
