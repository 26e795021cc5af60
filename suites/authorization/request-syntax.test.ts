// The authorization request's syntax as RFC 6749 §3.1 and RFC 8707 §2 have it, as a form POST (a
// POST handler parses a body of its own): unknown parameters ignored, a parameter sent twice or
// empty (state) not taken as a valid one; and, by GET and POST, a resource that is not an absolute
// URI without a fragment not served. By GET, the first three are the relations' (suites/relations:
// every parameter emptied, sent twice; an unknown one added). An unknown response_type is
// error-redirect.test.ts's.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { authorize, callbackParam, describeOutcome } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { expectNoCode } from '../../lib/flows/outcome.ts';
import { requirePost } from '../../lib/flows/post-offered.ts';
import { pkce } from '../../lib/oauth/pkce.ts';

const request = (label: string, params: Record<string, string | undefined>, resource?: string, method?: 'POST') =>
  authorize({ client: memberClient(), member: member(), params, resource, method, label, expectRefusal: true });

/** By GET, and by POST where the check asks for it (blocked when the endpoint does not take POST). */
const METHODS = [undefined, 'POST'] as const;
const by = (method: 'POST' | undefined) => (method ? ', as a form POST' : '');
const suffix = (method: 'POST' | undefined) => (method ? '-post' : '');

for (const method of ['POST'] as const) {
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

for (const method of METHODS) {
  check(
    'rfc8707/2/absolute-uri',
    `member-scope authorization request with resource=/ (a relative reference)${by(method)} → no code`,
    async (t) => {
      if (method) await requirePost(t);
      const rec = await request(`resource-relative${suffix(method)}`, {}, '/', method);
      expectNoCode(rec, 'resource is an absolute URI (RFC 8707 §2): a relative one is not served');
    },
  );

  check('rfc8707/2/no-fragment', `member-scope authorization request with resource={base_url}#frag${by(method)} → no code`, async (t) => {
    if (method) await requirePost(t);
    const rec = await request(`resource-fragment${suffix(method)}`, {}, `${target().origin}#cs-fragment`, method);
    expectNoCode(rec, `a resource with a fragment (RFC 8707 §2) is not served: ${show(rec.resource)}`);
  });
}
