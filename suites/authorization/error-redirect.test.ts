// RFC 6749 §3.1.1: an unknown response_type (CODE included: values are case-sensitive, Appendix A) is
// answered by the error redirect of §4.1.2.1, by GET and by POST. That redirect is where the error
// response's own rules are judged: error_description and error_uri keep to the characters §4.1.2.1
// allows, and it carries state and iss as the approval's redirect does.
import { check } from '../../lib/harness/check.ts';
import type { CheckContext } from '../../lib/harness/check.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { authorize, callbackParam, describeOutcome, type AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { callbackValues, expectErrorRedirect, issuer, showValues } from '../../lib/flows/outcome.ts';
import { postTaken, requirePost } from '../../lib/flows/post-offered.ts';
import { ERROR_PARAM_EXPECTED, errorParamProblems } from '../../lib/oauth/error-syntax.ts';

const request = (label: string, params: Record<string, string | undefined>, method?: 'POST') =>
  authorize({ client: memberClient(), member: member(), params, method, label, expectRefusal: true });

const unknownType = once('unknown response_type', () => request('response-type-unknown', { response_type: 'cs_unknown' }));
const unknownTypeByPost = once('unknown response_type, as a form POST', () =>
  request('response-type-cs_unknown-post', { response_type: 'cs_unknown' }, 'POST'),
);
/** The error redirect for response_type=cs_unknown, by GET or (blocked when the endpoint does not take POST) by POST. */
const unknownTypeBy = async (t: CheckContext, method: 'POST' | undefined) => {
  if (!method) return unknownType(t);
  await requirePost(t);
  return unknownTypeByPost(t);
};
const METHODS = [undefined, 'POST'] as const;
const by = (method: 'POST' | undefined) => (method ? ', as a form POST' : '');

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
      const rec = type === 'cs_unknown' ? await unknownTypeBy(t, method) : await request(`response-type-${type}`, { response_type: type });
      expectErrorRedirect(
        rec,
        ['unsupported_response_type', 'invalid_request'],
        'a response type the server does not understand is answered by the error response of RFC 6749 §4.1.2.1',
      );
    },
  );
}

/** The error redirect for an unknown response_type; without one, nothing to judge (rfc6749/3.1.1/response-type-error reports it). */
async function errorRedirect(t: CheckContext, method: 'POST' | undefined): Promise<AuthorizeRecord> {
  const rec = await unknownTypeBy(t, method);
  if (!callbackParam(rec, 'error')) blocked('rfc6749/3.1.1/response-type-error', `no error redirect came (${describeOutcome(rec)})`);
  return rec;
}

for (const method of METHODS) {
  check(
    'endpoints/authorize/state',
    `the error redirect for response_type=cs_unknown${by(method)} → state echoed byte for byte`,
    async (t) => {
      const rec = await errorRedirect(t, method);
      const states = callbackValues(rec, 'state');
      if (states.length !== 1 || states[0] !== rec.state)
        fail('state is echoed on every error redirect', show(rec.state), showValues(rec, 'state'));
    },
  );

  check(
    'endpoints/authorize/iss',
    `the error redirect for response_type=cs_unknown${by(method)} → exactly one iss, equal to the issuer`,
    async (t) => {
      const rec = await errorRedirect(t, method);
      const iss = callbackValues(rec, 'iss');
      if (iss.length !== 1 || iss[0] !== issuer())
        fail('RFC 9207: iss on every error response', `one iss = ${show(issuer())}`, showValues(rec, 'iss'));
    },
  );
}

/** The error redirects of this file (by GET, and by POST where the endpoint takes it): error_description and error_uri as §4.1.2.1 allows them. */
async function errorRedirects(t: CheckContext): Promise<AuthorizeRecord[]> {
  const recs = [await unknownType(t)];
  if ((await postTaken(t)) === undefined) recs.push(await unknownTypeByPost(t));
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
