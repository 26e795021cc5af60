// Member tokens are bound to the service origin via `resource` (RFC 8707): a token obtained with
// resource = this origin is accepted by this origin's Account API.
import { check } from '../../lib/harness/check.ts';
import { config } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail, notTestable } from '../../lib/harness/failure.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { graphql } from '../../lib/resource/graphql.ts';

const granted = sharedMemberGrant;

check(
  'authentication/8/bound-to-origin',
  'member token obtained with resource = this origin, { viewer { __typename } } at its /account/graphql → HTTP 200 with data.viewer',
  async (t) => {
    const g = await granted(t);
    const access = grantTokens(g).access_token;
    t.note(`the token was requested with resource=${g.rec.resource ?? '(none)'}`);
    const res = await graphql(access, '{ viewer { __typename } }');
    if (res.status === 403 && !config().memberClient?.scopes.includes('account:read')) {
      notTestable('the Account API needs account:read: add it to memberClient.scopes (a member client the operator granted it)');
    }
    const viewer = (res.json() as { data?: { viewer?: unknown } } | undefined)?.data?.viewer;
    if (res.status !== 200 || !viewer || typeof viewer !== 'object') {
      fail(
        "a member token bound to this origin works at this origin's Account API",
        'HTTP 200 with a data.viewer object',
        describeResponse(res),
      );
    }
  },
  { grants: [granted] },
);
