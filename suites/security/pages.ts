// The sign-in and consent pages of one fresh authorization (signed out, so the sign-in page is shown;
// consent asked for again, so a remembering server shows it too; the member approves), with
// the headers the browser got for each: what the clickjacking and Referer checks judge. Once per
// run: its code is never redeemed.
import type { PageSecurity } from '../../lib/browser/page-headers.ts';
import type { AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { authorizeAtConsent } from '../../lib/flows/consent-page.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { onceForRun } from '../../lib/flows/run-once.ts';
import { recordCodec } from '../../lib/flows/shared-grants.ts';
import type { CheckContext } from '../../lib/harness/check.ts';
import { blocked } from '../../lib/harness/failure.ts';

export interface ShownPage {
  kind: 'login' | 'consent';
  url: string;
  security: PageSecurity;
}

const flow = onceForRun(
  'sign-in and consent pages',
  () => authorizeAtConsent({ client: memberClient(), member: member(), label: 'security-pages', fresh: true }),
  recordCodec(),
);

/** Every sign-in and consent page shown; blocked when the authorization showed none. */
export async function shownPages(t: CheckContext): Promise<{ pages: ShownPage[]; rec: AuthorizeRecord }> {
  const rec = await flow(t);
  const { outcome } = rec;
  const pages = outcome.pages
    .filter((p): p is ShownPage => (p.kind === 'login' || p.kind === 'consent') && !!p.security)
    .map((p) => ({ kind: p.kind, url: p.url, security: p.security }));
  if (!pages.length) blocked('authentication/3/interactive-consent', 'the authorization showed no sign-in or consent page');
  for (const p of pages) {
    const meta = p.security.referrerMeta === undefined ? '' : `; <meta name="referrer" content="${p.security.referrerMeta}">`;
    t.note(`${p.kind} page ${p.url}: ${JSON.stringify(p.security.headers)}${meta}`);
  }
  return { pages, rec };
}

/** The directives of every policy in a Content-Security-Policy value (repeated headers and comma-joined policies alike). */
export function cspDirectives(value: string | undefined, name: string): string[][] {
  if (!value) return [];
  return value
    .split(/[\n,]/)
    .map((policy) =>
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find((d) => d[0]?.toLowerCase() === name),
    )
    .filter((d): d is string[] => !!d)
    .map((d) => d.slice(1));
}
