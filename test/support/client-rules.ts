// The rules every OAuth 2.0 / OpenID Connect request of the harness must keep, as the self-test
// of "the harness is a correct client" reads them off the wire: a request the correct reference
// accepted breaks none; a probe it refused breaks at most one (one rule at a time).

export interface Known {
  /** scopes the target advertises */
  scopes: readonly string[];
  /** client_ids of the configured member clients (the only ones that may ask for account:*) */
  memberClients: readonly string[];
}

const AUTHORIZE_PARAMS = new Set([
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'resource',
  'code_challenge',
  'code_challenge_method',
  'state',
  'nonce',
  'prompt',
  // OpenID Connect Core §3.1.2.1 and §5.5: a client may send them; the OP ignores what it does not support
  'response_mode',
  'login_hint',
  'ui_locales',
  'claims_locales',
  'claims',
  'display',
  'acr_values',
  'max_age',
  'id_token_hint',
  // OIDC Core §6: sent only by the probes that the OP says it does not support them
  'request',
  'request_uri',
]);
const TOKEN_PARAMS: Record<string, Set<string>> = {
  authorization_code: new Set(['grant_type', 'code', 'redirect_uri', 'client_id', 'client_secret', 'code_verifier', 'resource']),
  refresh_token: new Set(['grant_type', 'refresh_token', 'client_id', 'client_secret', 'scope', 'resource']),
};
const VSCHAR = /^[\x20-\x7e]+$/; // RFC 6749 Appendix A.5
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/; // BASE64URL(SHA256(verifier)), RFC 7636 §4.2
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/; // RFC 7636 §4.1

function common(params: URLSearchParams, allowed: Set<string>): string[] {
  const names = [...params.keys()];
  const out = names.filter((n, i) => names.indexOf(n) !== i).map((n) => `${n} repeated`);
  // cs_*: the deliberate unknown parameter a server must ignore (RFC 6749 §3.1, §3.2; lib/relations/unknown-name.ts), not a client's slip
  const unknown = [...new Set(names)].filter((n) => !allowed.has(n) && !n.startsWith('cs_'));
  out.push(...unknown.map((n) => `unknown parameter ${n}`));
  // resource= (no value) is resource omitted (RFC 6749 §3.1, §3.2), judged by the relation empty-value
  const resource = params.get('resource');
  if (resource && (!URL.canParse(resource) || resource.includes('#'))) out.push('resource is not an absolute URI without a fragment');
  return out;
}

export function authorizeViolations(q: URLSearchParams, known: Known): string[] {
  const out = common(q, AUTHORIZE_PARAMS);
  const scopes = (q.get('scope') ?? '').split(' ').filter(Boolean);
  if (q.get('response_type') !== 'code') out.push(`response_type ${q.get('response_type')}`);
  for (const p of ['client_id', 'redirect_uri', 'scope', 'state']) if (!q.get(p)) out.push(`no ${p}`);
  // PKCE: no challenge at all is one rule broken; a method other than S256 another; a challenge
  // that does not fit its own method's grammar a third
  const challenge = q.get('code_challenge');
  const method = q.get('code_challenge_method');
  if (!challenge) out.push('no code_challenge');
  else if (method !== 'S256') out.push(`code_challenge_method ${method}`);
  if (challenge && !(method === 'plain' ? VERIFIER : S256_CHALLENGE).test(challenge))
    out.push(`code_challenge does not fit method ${method}`);
  const state = q.get('state');
  if (state && !VSCHAR.test(state)) out.push('state outside VSCHAR');
  if (q.has('nonce') && !scopes.includes('openid')) out.push('nonce without the openid scope');
  if (q.has('prompt') && !scopes.includes('openid')) out.push('prompt without the openid scope');
  for (const p of ['ui_locales', 'claims', 'display', 'acr_values', 'request', 'request_uri'])
    if (q.has(p) && !scopes.includes('openid')) out.push(`${p} without the openid scope`);
  const unknown = scopes.filter((s) => !known.scopes.includes(s));
  if (unknown.length) out.push(`scopes not advertised: ${unknown.join(' ')}`);
  const client = q.get('client_id');
  // the account scopes themselves: a near miss (ACCOUNT:READ, account:rea) is an unadvertised value, counted above
  if (client && scopes.some((s) => s.startsWith('account:') && known.scopes.includes(s)) && !known.memberClients.includes(client)) {
    out.push('account:* asked for by a client that is not a member client');
  }
  return out;
}

export function tokenViolations(form: URLSearchParams): string[] {
  const grant = form.get('grant_type') ?? '';
  const allowed = TOKEN_PARAMS[grant];
  if (!allowed) return [`grant_type ${grant || '(none)'}`];
  const out = common(form, allowed);
  // a public client's refresh names no client (RFC 6749 §6; §3.2.1: it MAY send client_id)
  const required = grant === 'authorization_code' ? ['code', 'redirect_uri', 'client_id', 'code_verifier'] : ['refresh_token'];
  for (const p of required) if (!form.get(p)) out.push(`no ${p}`);
  const verifier = form.get('code_verifier');
  if (verifier && !VERIFIER.test(verifier)) out.push('code_verifier outside RFC 7636 §4.1');
  return out;
}
