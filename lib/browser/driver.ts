// The consent driver: a state machine keyed on page identity. It opens the authorization URL in
// the member's browser session (kept signed in between drives, lib/browser/sessions.ts), logs in
// when asked (in one or more steps), goes on past "Continue" interstitials, answers the consent, and
// catches the navigation to the client's redirect URI (no listener needed). A server that remembers
// the member and the consent may send the browser straight back: that is an outcome like any other.
// An unrecognised page is a harness error carrying the URL, a screenshot and the HTML. A drive that
// expects an error page has its first answer judged before it is drawn: a page the browser could
// not act on ends the drive as it is, never drawn (lib/browser/plain-drive.ts).
import type { Exchange } from '../http/types.ts';
import { HarnessError } from '../http/errors.ts';
import { maskKnownSecrets, maskUrl } from '../http/mask.ts';
import { currentTranscript, type Transcript } from '../http/transcript.ts';
import { count } from '../http/metrics.ts';
import { dumpHtml, recordNavigation, recordRedirect, shootAnswer, shootDistinct, shootFailure, type Kept, type Shots } from './evidence.ts';
import { screenshotStalled } from './bounded.ts';
import { bodyOfText, pageBody, recordPageText } from './page-text.ts';
import { readPage, settle, type Caught } from './page-wait.ts';
import type { PageKind } from './page-kinds.ts';
import type { Look } from './observe.ts';
import { captureForms, replayForms, type ConsentForm } from './consent-forms.ts';
import { pickHeaders, type PageSecurity } from './page-headers.ts';
import { catcherFor, isCaught } from './redirect-catcher.ts';
import { isSignedIn, markSignedIn, openSession } from './sessions.ts';
import { generic, type Decision, type Member, type Strategy } from './strategies.ts';
import { judgeFirstAnswer, recordPlain, untilJudged, type FirstAnswer } from './plain-drive.ts';
import type { PlainPageMode, ScreenshotMode } from '../config/evidence-modes.ts';
import { logDrive, type DriveTiming } from './timings.ts';
import { treeCpuSeconds } from './browser-cpu.ts';
import type { TraceMode } from './playwright-config.ts';
import { startTrace } from './trace.ts';
import type { DriveBrowser } from './tab-factory.ts';
import type { NavRequest, NavResponse, Tab } from './tab.ts';

export interface ConsentRequest {
  authorizeUrl: string;
  /** the redirect URI sent: a navigation to it (any query) is the outcome */
  redirectUri: string;
  /**
   * Origins where any navigation is the outcome too: a probe that sends another redirect URI than the
   * client's catches the client's own origin, wherever a faulty server sends the browser on it.
   */
  catchOrigins?: string[];
  /**
   * Send the request as a form POST of these fields to authorizeUrl (the endpoint), submitted from a
   * blank page at `postFrom` (an origin: the client's), as a client's page would (OIDC Core §3.1.2.1).
   */
  post?: { fields: [string, string][]; from: string };
  /** who logs in; without one, a login page ends the drive as 'login-required' */
  member?: Member;
  decision: Decision;
  /** names screenshots and evidence */
  label: string;
  /** an unrecognised page is the expected error page (refusal probes), not a harness error */
  unknownPageIsError?: boolean;
  /** start signed out, in a browser session of its own (sign-in checks, login calibration); always so without a member */
  fresh?: boolean;
  /**
   * At the consent page: 'capture' records its forms (outcome.consentForms) and leaves it unanswered
   * (outcome 'stopped'); a list of forms is submitted in place of the page's own (their action and
   * fields, this session's cookies) by answering the page as usual. Data, not a callback: drives may
   * be made in another process.
   */
  consentForms?: 'capture' | ConsentForm[];
  /** for a declared grant (lib/flows/plan.ts: its id), or the check's own probe of the authorization endpoint */
  grant?: string;
  /** keep the session for one more drive (outcome.session names it): a drive that must begin where this one signed in */
  hold?: boolean;
  /** the held session to drive in (a member's pool session, never another member's) */
  resume?: string;
}

export interface ConsentOutcome {
  kind: 'callback' | 'error-page' | 'login-failed' | 'login-required' | 'stopped';
  /** the redirect the server sent the browser to, with code/state/iss or an error */
  callback?: URL;
  /** status of the last page the server showed */
  status?: number;
  url: string;
  pages: { kind: PageKind; url: string; security?: PageSecurity }[];
  /** the security headers and Location of the response that sent the browser to the callback */
  callbackHeaders?: Record<string, string>;
  /** the consent page's forms, when the request asked to capture them */
  consentForms?: ConsentForm[];
  /** the consent page's visible text (masked, capped), when one was shown: what the member is told */
  consentText?: string;
  /** the drive began in a session of the member's pool that an earlier drive had signed in */
  signedInAtStart?: boolean;
  /** the answers to the forms the drive posted: from which page, and the status (a 307 would repost the password) */
  posts?: { from: PageKind; status: number; url: string }[];
  /** the session held for the next drive (ConsentRequest.hold) */
  session?: string;
  durationMs: number;
}

export interface DriverSettings {
  browser: DriveBrowser;
  strategy: Strategy;
  pageTimeoutMs: number;
  /** run directory: screenshots and HTML dumps go under attachments/ */
  runDir: string;
  /** keep a Playwright trace of each drive (retain-on-failure: the run drops those of passed checks) */
  trace?: TraceMode;
  /** which screenshots are drawn at once (default "all"; login.screenshots) */
  screenshots?: ScreenshotMode;
  /** "browser": every page is drawn, a plain one too (default "http": lib/browser/plain-drive.ts; login.plainPages) */
  plainPages?: PlainPageMode;
  /** note Chromium's CPU in each drive's timing (RunContext.cpuPerDrive: the bench, one drive at a time) */
  cpuPerDrive?: boolean;
}

const MAX_PAGES = 10;
/** The most of a page's text read with each look (the screenshot's identity, a consent page's text). */
const PAGE_TEXT = 100_000;
/** Drives that end on a page of the target's: its text is evidence ('stopped' was asked for). */
const ENDS_ON_A_PAGE = new Set<ConsentOutcome['kind']>(['error-page', 'login-failed', 'login-required']);
export async function driveConsent(req: ConsentRequest, s: DriverSettings): Promise<ConsentOutcome> {
  const started = Date.now();
  const browserCpu = () => (s.cpuPerDrive && s.browser.pid ? treeCpuSeconds(s.browser.pid) : undefined);
  const cpuAtStart = browserCpu();
  const target = new URL(req.redirectUri);
  const clientId = new URL(req.authorizeUrl).searchParams.get('client_id') ?? '(no client_id)';
  const session = await openSession(s.browser, req.member, { fresh: !!req.fresh, resume: req.resume });
  const waitMs = Date.now() - started; // for a session of the member's pool, or a new one
  const { tab } = session;
  const documentsAtStart = tab.navigationCount();
  const signedInAtStart = !req.fresh && !!req.member && isSignedIn(tab);
  tab.timeoutMs = s.pageTimeoutMs;
  const trace = await startTrace(tab, s.trace, s.runDir, req.label);
  const shots: Shots = { runDir: s.runDir, browser: s.browser, mode: s.screenshots };
  // an expected error page is judged from its answer when the browser could not act on it; not in a
  // trace (it shows the pages drawn) nor for a user's own strategy (it may read any page as its own)
  const first: FirstAnswer | undefined =
    req.unknownPageIsError && s.plainPages !== 'browser' && s.strategy === generic && !tab.page && !trace
      ? judgeFirstAnswer(tab, req.authorizeUrl)
      : undefined;
  // protocol events fire outside this call's async context: hold the transcript here
  const transcript = currentTranscript();
  let callback: URL | undefined;
  let status: number | undefined;
  let docHeaders: Record<string, string> = {}; // the last page's document response
  let lastDocument: Exchange | undefined; // and its record in the evidence
  let callbackHeaders: Record<string, string> | undefined;
  let resolveSeen!: () => void;
  const seen = new Promise<void>((resolve) => (resolveSeen = resolve)); // the navigation to the callback, seen by Playwright
  let resolveCaught!: () => void;
  const caught: Caught = { promise: new Promise<void>((resolve) => (resolveCaught = resolve)), done: false };
  // scheme, host, port and path: an https page at the same host and path is not the http loopback callback
  const isCallback = (u: URL) => isCaught(u, target, req.catchOrigins ?? []);
  const onCallback = (u: URL) => {
    if (callback) return;
    callback = u;
    caught.done = true;
    resolveCaught();
  };
  const catcher = catcherFor(tab);
  const onRequest = (r: NavRequest) => {
    if (!r.navigation) return;
    recordRedirect(r, transcript);
    // the caught request itself ends the drive (nothing of it is left to land later)
    const u = new URL(r.url);
    if (isCallback(u) && !callbackHeaders) {
      // the response that sent the browser here: its Referrer-Policy governs the code's URL
      callbackHeaders = r.redirectedFrom && pickHeaders(r.redirectedFrom.headers, ['location']);
      resolveSeen();
    }
  };
  // a redirect to the callback the browser would not follow (Chromium refuses one with userinfo): sent all the same
  let sentAway: URL | undefined;
  const onResponse = (r: NavResponse) => {
    // the redirect URI's answer is the harness's own (redirect-catcher.ts), never the target's; so is
    // the 204 that answers a plain page in the browser
    if (isCallback(new URL(r.url)) || first?.plain()) return;
    const location = r.navigation && r.status >= 300 && r.status < 400 ? r.headers.location : undefined;
    if (location && URL.canParse(location, r.url) && isCallback(new URL(location, r.url))) sentAway = new URL(location, r.url);
    if (acting && r.method === 'POST' && r.navigation) posts.push({ from: acting, status: r.status, url: maskUrl(r.url) });
    if (r.navigation) {
      status = r.status;
      if (status < 300 || status >= 400) docHeaders = pickHeaders(r.headers);
      lastDocument = recordNavigation(r, transcript) ?? lastDocument;
    }
  };
  // the session goes back to its pool whatever happens; a POST starts on a page of the client's origin
  // that the browser answers itself (nothing is sent there)
  const armed = catcher
    .arm(req.redirectUri, onCallback, req.catchOrigins, first?.hold)
    .then(() => req.post && catcher.blankAt(req.post.from));
  await armed.catch(async (e: unknown) => {
    await session.release(true, false);
    throw e;
  });
  const listening = tab.listen(onRequest, onResponse);
  const pages: ConsentOutcome['pages'] = [];
  const posts: NonNullable<ConsentOutcome['posts']> = [];
  let acting: PageKind | undefined; // the page whose form the drive is submitting
  let outcome: ConsentOutcome | undefined;
  let consentText: string | undefined;
  let kept = 0; // pages kept as MHTML instead of shot
  const keeping = (k: Kept) => void (k && kept++);
  const done = (kind: ConsentOutcome['kind']): ConsentOutcome =>
    (outcome = {
      kind,
      callback,
      status,
      url: maskUrl(tab.url()),
      pages,
      posts,
      consentText,
      signedInAtStart,
      durationMs: Date.now() - started,
    });
  try {
    const go = req.post ? submitForm(tab, req.authorizeUrl, req.post.fields) : tab.goto(req.authorizeUrl);
    await settle(tab, first ? untilJudged(tab, go, first, !!req.post) : go, caught, undefined, () => !!first?.plain());
    const plain = first?.plain();
    if (plain) {
      status = plain.status;
      docHeaders = pickHeaders(plain.headers);
      pages.push({ kind: 'unknown', url: maskUrl(plain.url), security: { headers: docHeaders, referrerMeta: plain.page.referrerMeta } });
      lastDocument = recordPlain(plain, transcript);
      const seen = { clientId, kind: 'unknown' as const, label: req.label, text: plain.page.text };
      await shootAnswer(transcript, shots, seen, { url: plain.url, answer: plain.answer });
      return Object.assign(done('error-page'), { url: maskUrl(plain.url) });
    }
    const loginForms = new Set<string>(); // a login form seen twice means the credentials were refused
    for (let n = 0; n < MAX_PAGES && !callback; n++) {
      const read = await readPage(tab, s.strategy, status ?? 200, caught, PAGE_TEXT);
      if (!read) break;
      const { kind, look } = read;
      if (sentAway && !callback) {
        onCallback(sentAway);
        break;
      }
      const signature = look.survey.signature;
      pages.push({
        kind,
        url: maskUrl(tab.url()),
        security: {
          headers: docHeaders,
          referrerMeta: look.referrerMeta,
          foreignOrigins: kind === 'login' || kind === 'consent' ? look.foreignOrigins : undefined,
        },
      });
      if (kind === 'unknown') {
        if (req.unknownPageIsError || (status ?? 200) >= 400) {
          keeping(await shootDistinct(tab, transcript, shots, { clientId, kind, label: req.label, text: look.text }));
          return done('error-page');
        }
        throw await unknownPage(tab, transcript, shots, req.label, look, status);
      }
      keeping(await shootDistinct(tab, transcript, shots, { clientId, kind, label: req.label, text: look.text }));
      if (kind === 'login') {
        if (!req.member) return done('login-required');
        if (loginForms.has(signature)) {
          // a refused login is the outcome some checks expect: its screenshot as the mode says
          keeping(await shootFailure(tab, transcript, shots, req.label, false));
          return done('login-failed');
        }
        loginForms.add(signature);
        const member = req.member;
        acting = 'login';
        await settle(tab, s.strategy.login(tab, member), caught, signature);
      } else if (kind === 'interstitial') {
        acting = 'interstitial';
        await settle(tab, (s.strategy.proceed ?? defaultProceed)(tab), caught, signature);
      } else {
        if (!req.fresh && req.member) markSignedIn(tab);
        consentText ??= look.textLength > look.text.length ? (await pageBody(tab))?.body : bodyOfText(look.text, look.textLength);
        // the forms are captured or replaced as the answer is about to be sent (after a page's scopes are ticked)
        let captured: ConsentForm[] | undefined;
        const atSending = async () => {
          if (req.consentForms === 'capture') return !(captured = await captureForms(tab));
          if (req.consentForms) await replayForms(tab, req.consentForms);
          return true;
        };
        acting = 'consent';
        const answer = { scopes: requestedScopes(req), seen: look.survey, atSending };
        await settle(tab, s.strategy.consent(tab, req.decision, answer), caught, signature, () => !!captured);
        if (captured) return Object.assign(done('stopped'), { consentForms: captured });
      }
    }
    if (!callback) throw await unknownPage(tab, transcript, shots, req.label, undefined, status, `no redirect after ${MAX_PAGES} pages`);
    // the request event of the caught navigation may come just after the catcher's: wait for it a moment
    await Promise.race([seen, new Promise((resolve) => setTimeout(resolve, 1000))]);
    // got past a sign-in to the client (a server that remembers the consent shows none): signed in here
    if (!req.fresh && req.member && pages.some((p) => p.kind === 'login')) markSignedIn(tab);
    return Object.assign(done('callback'), { callbackHeaders: callbackHeaders ?? (pages.length ? docHeaders : undefined) });
  } finally {
    listening.stop();
    catcher.disarm();
    // why the drive ended where it did (an error page's message), unless it ended at the callback as asked
    // (a plain page's text is in its exchange already: the tab is still on the page before it)
    const plain = first?.plain();
    if (!plain && (!outcome || ENDS_ON_A_PAGE.has(outcome.kind))) await recordPageText(tab, lastDocument, transcript);
    const ms = Date.now() - started;
    count.consent(ms);
    const timing: DriveTiming = {
      label: req.label,
      ms,
      waitMs,
      kind: outcome?.kind ?? 'error',
      pages: pages.map((p) => p.kind),
      grant: req.grant,
      opened: session.opened,
      documents: tab.navigationCount() - documentsAtStart,
      ...(plain ? { plain: true } : {}),
      ...(kept ? { kept } : {}),
    };
    try {
      await trace?.stop(transcript);
    } finally {
      // whatever the evidence did: the session is handed back or closed, never left open
      // a plain page left nothing in flight: the tab is where it was
      try {
        const held = await session.release(!outcome || screenshotStalled(tab), !!callback || !!plain, req.hold);
        if (outcome && held) outcome.session = held;
      } finally {
        if (tab.closed()) timing.closed = true;
        // after the closing of a one-off session: a cost of the drive's
        const cpuAtEnd = browserCpu();
        if (cpuAtStart !== undefined && cpuAtEnd !== undefined) timing.cpuMs = Math.round((cpuAtEnd - cpuAtStart) * 1000);
        logDrive(s.runDir, timing);
      }
    }
  }
}

/** The scopes the request asks for: a consent page may show a box for each. */
function requestedScopes(req: ConsentRequest): string[] {
  const scope = req.post ? req.post.fields.find(([name]) => name === 'scope')?.[1] : new URL(req.authorizeUrl).searchParams.get('scope');
  return (scope ?? '').split(' ').filter(Boolean);
}

/** Submits a form POST of `fields` to `action` from the page the tab is on (the submission is the navigation). */
async function submitForm(tab: Tab, action: string, fields: [string, string][]): Promise<void> {
  const script = `(() => {
    const f = document.createElement('form');
    f.method = 'post';
    f.action = ${JSON.stringify(action)};
    for (const [name, value] of ${JSON.stringify(fields)}) {
      const i = document.createElement('input');
      i.type = 'hidden';
      i.name = name;
      i.value = value;
      f.appendChild(i);
    }
    document.body.appendChild(f);
    setTimeout(() => f.submit(), 0);
  })()`;
  await tab.evaluate<void>(script);
}

async function defaultProceed(): Promise<void> {
  throw new HarnessError('ERR_CONSENT_PAGE_UNKNOWN', 'the login strategy cannot go on from an interstitial page');
}

async function unknownPage(
  tab: Tab,
  t: Transcript | undefined,
  shots: Shots,
  label: string,
  look: Look | undefined,
  status: number | undefined,
  why = 'unrecognised page',
): Promise<HarnessError> {
  await shootFailure(tab, t, shots, label);
  await dumpHtml(tab, t, shots.runDir, label);
  return new HarnessError(
    'ERR_CONSENT_PAGE_UNKNOWN',
    `${why} at ${maskUrl(tab.url())}${status ? ` (HTTP ${status})` : ''}: neither a login page nor a consent page${look ? `. It shows ${sawOn(look)}` : ''}. Screenshot and HTML attached. If it is a step of your sign-in that the generic strategy cannot take, give the harness a login script (login.strategy "script") or declarative steps ("steps")`,
  );
}

/** What the generic strategy saw on a page it could not place, in a phrase. */
function sawOn(look: Look): string {
  const s = look.survey;
  const list = (xs: string[]) =>
    xs.length
      ? xs
          .slice(0, 5)
          .map((x) => `"${x.slice(0, 40)}"`)
          .join(', ') + (xs.length > 5 ? ', …' : '')
      : 'none';
  const boxes = s.checkboxes ? `, ${s.checkboxes} of them checkbox${s.checkboxes === 1 ? '' : 'es'}` : '';
  const fields = `${s.fields} field${s.fields === 1 ? '' : 's'} (${[s.username && 'a user name', s.password && 'a password'].filter(Boolean).join(' and ') || 'no user name or password field'}${boxes})`;
  return `the title "${maskKnownSecrets(look.title).slice(0, 80)}", ${fields}, buttons ${maskKnownSecrets(list(s.buttons))}, links ${maskKnownSecrets(list(s.links))}${look.ready !== 'complete' ? `, still ${look.ready}` : ''}`;
}
