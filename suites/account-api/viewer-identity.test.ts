// viewer is the signed-in member: viewer.id and viewer.email are present, and viewer.email is the
// e-mail UserInfo gives for the same token. Each check selects only the fields it judges.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { askViewer, expectViewer } from '../../lib/resource/viewer-answer.ts';
import { requireUserinfo } from '../../lib/flows/userinfo.ts';
import { identityGrant } from '../../lib/flows/userinfo.ts';

const granted = sharedMemberGrant;
const token = async (t: CheckContext) => grantTokens(await granted(t)).access_token;

/** Looks like an e-mail address: a local part, "@", a domain (formats are otherwise open). */
const looksLikeEmail = (v: unknown): v is string => typeof v === 'string' && /^.+@[^\s@]+$/s.test(v.trim());

check(
  'resources/viewer/id',
  'member token, query { viewer { id } } → viewer.id is a non-empty string or a number',
  async (t) => {
    const viewer = expectViewer(await askViewer(await token(t), '{ viewer { id } }'), 'viewer.id is selectable', 'viewer.id');
    const id = viewer.id;
    if (!((typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id)))) {
      fail(
        'viewer.id identifies the member',
        'viewer.id present: a non-empty string or a number (the scalar type is not shown)',
        `viewer.id = ${show(id)}`,
      );
    }
  },
  { grants: [granted] },
);

check(
  'resources/viewer/email',
  'member token, query { viewer { email } } → viewer.email looks like an e-mail address',
  async (t) => {
    const viewer = expectViewer(await askViewer(await token(t), '{ viewer { email } }'), 'viewer.email is selectable', 'viewer.email');
    if (!looksLikeEmail(viewer.email)) {
      fail("viewer.email is the member's e-mail address", 'a string of the form local@domain', `viewer.email = ${show(viewer.email)}`);
    }
  },
  { grants: [granted] },
);

check(
  'resources/viewer/signed-in-member',
  'member token at UserInfo and at { viewer { email } } → the same e-mail address',
  async (t) => {
    const access = await token(t);
    // the Account API first: a refused token blocks, naming authentication/8/bound-to-origin
    const viewer = expectViewer(await askViewer(access, '{ viewer { email } }'), 'viewer.email is selectable', 'viewer.email');
    const email = String((await requireUserinfo(access, ['email'])).email);
    const same = typeof viewer.email === 'string' && viewer.email.trim().toLowerCase() === email.trim().toLowerCase();
    if (!same) {
      fail(
        "viewer is the signed-in member: the token's member, the one UserInfo names",
        `viewer.email = ${show(email)} (UserInfo's email, case aside)`,
        `viewer.email = ${show(viewer.email)}`,
      );
    }
  },
  { grants: [granted, identityGrant] },
);
