// OIDC Core §3.1.2.1: the authorization endpoint supports GET and POST. The member client's request as
// an application/x-www-form-urlencoded POST, nobody signed in, is served as the GET is: a page (the
// sign-in) or a redirect on to it (or, where no sign-in is needed, the client's code); never 404,
// 405 or 5xx, nor an error sent to the client. (The other suites judge each request rule by POST too:
// lib/flows/post-offered.ts.)
import { check } from '../../lib/harness/check.ts';
import { fail } from '../../lib/harness/failure.ts';
import { memberClient } from '../../lib/flows/clients.ts';
import { describePostAnswer, postMemberRequest, servedLikeGet } from '../../lib/flows/post-offered.ts';

check(
  'oidc-core/3.1.2.1/get-and-post',
  "the member client's authorization request as a form POST, nobody signed in → a page or a redirect to sign-in (no 404, 405, 5xx, no error to the client)",
  async () => {
    const client = memberClient();
    const res = await postMemberRequest(client);
    if (!servedLikeGet(res, client))
      fail(
        'the authorization endpoint supports POST as well as GET (OIDC Core §3.1.2.1)',
        'a page (HTTP 200) or a redirect on to the sign-in, as for GET',
        describePostAnswer(res),
      );
  },
);
