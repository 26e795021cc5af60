// /account/graphql does not allow anonymous access: a request with no token gets 401 invalid_token.
import { check } from '../../lib/harness/check.ts';
import { graphql, VIEWER_QUERY } from '../../lib/resource/graphql.ts';
import { expectErrorCode } from '../../lib/resource/refusal.ts';

check(
  'endpoints/graphql/no-token',
  'POST /account/graphql with the viewer query and no Authorization header → 401, error="invalid_token"',
  async () => {
    const res = await graphql(undefined, VIEWER_QUERY, { first: 1 });
    expectErrorCode(res, 401, 'invalid_token', 'a request with no token gets 401 invalid_token');
  },
);
