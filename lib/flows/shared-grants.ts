// Grants shared by the whole run, for checks that only read tokens (never refresh, revoke or
// replay them): the configured member's grant to the member client, and an operator grant. One
// consent each per run, instead of one per file; their tokens are revoked when the run ends.
import type { Exchange } from '../http/types.ts';
import type { HttpResponse } from '../http/client.ts';
import { rememberSecret } from '../http/mask.ts';
import type { AuthorizeRecord } from './authorize.ts';
import { member, memberClient } from './clients.ts';
import { operatorFlow } from './operator.ts';
import { keepForRun } from './revoke-later.ts';
import type { Codec } from './run-once.ts';
import { MEMBER_SHAPE, runGrant } from './plan.ts';
import { grant, type Grant } from './tokens.ts';

/** members[0] signs in and approves the member client (its configured scopes, with resource and nonce); the code is redeemed. */
export const sharedMemberGrant = runGrant(
  'member grant',
  MEMBER_SHAPE,
  () => grant({ client: memberClient(), member: member(), label: 'shared-member-grant' }),
  grantCodec(),
);

/** A registered client's operator grant (lib/flows/operator.ts), approved by members[0]. */
export const sharedOperatorGrant = runGrant(
  'operator grant',
  {
    member: 'members[0]',
    client: 'a client the harness registers',
    scopes: 'every advertised operator scope',
    resource: 'member resource',
  },
  () => operatorFlow('shared-operator-grant'),
  grantCodec(),
);

interface EncodedResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
  exchange: Exchange;
}

export function grantCodec(): Codec<Grant> {
  const records = recordCodec();
  return {
    encode: ({ rec, response }) => ({
      rec: records.encode(rec),
      response: response && { status: response.status, headers: response.headers, body: response.body, exchange: response.exchange },
    }),
    decode: (json) => {
      const { rec, response } = json as { rec: unknown; response?: EncodedResponse };
      const restored = response && responseOf(response);
      // what this worker will mask: the shared secrets, wherever they show up
      const body = restored?.json() as Record<string, unknown> | undefined;
      const tokens = ['access_token', 'refresh_token', 'id_token'].map((k) => body?.[k]).filter((v): v is string => typeof v === 'string');
      for (const v of tokens) rememberSecret(v);
      keepForRun(...tokens);
      return { rec: records.decode(rec), response: restored! };
    },
  };
}

/** An authorization's record as it travels between processes; its code and verifier are secrets where it lands too. */
export function recordCodec(): Codec<AuthorizeRecord> {
  return {
    encode: (rec) => ({ ...rec, outcome: { ...rec.outcome, callback: rec.outcome.callback?.href } }),
    decode: (json) => {
      const rec = json as Omit<AuthorizeRecord, 'outcome'> & { outcome: AuthorizeRecord['outcome'] & { callback?: string } };
      for (const [k, v] of [...rec.callback, ...rec.fragment]) if (k === 'code') rememberSecret(v);
      rememberSecret(rec.pkce.verifier);
      const callback = rec.outcome.callback === undefined ? undefined : new URL(rec.outcome.callback);
      return { ...rec, outcome: { ...rec.outcome, callback } };
    },
  };
}

/** An HttpResponse again, from what travelled (the same shape lib/http gives). */
function responseOf(r: EncodedResponse): HttpResponse {
  const values = (name: string) => {
    const v = r.headers[name.toLowerCase()];
    return v === undefined ? [] : Array.isArray(v) ? v : [v];
  };
  return {
    ...r,
    header: (name) => (values(name).length ? values(name).join(', ') : undefined),
    headerValues: values,
    json: () => {
      try {
        return JSON.parse(r.body);
      } catch {
        return undefined;
      }
    },
  };
}
