// For `npm run bench`: what Chromium alone must spend on a run's drives. The run's browser is
// measured (lib/browser/browser-cpu.ts: its CPU; drives.ndjson: each drive's new context, documents
// and pages); the same Chromium, with the harness's flags, is timed doing the bare steps a drive is
// made of on small pages of a loopback server, and nothing else (no guard proxy, no evidence). The
// floor issue 37 set its target against prices opening a context, committing a document, taking a
// screenshot, keeping a page's MHTML and a navigation whose answer is read without drawing it: a
// floor no driver goes under without fewer drives, contexts, documents or pictures. Beside it, the
// steps a drive cannot skip either, as the driver takes them (lib/browser/dom.ts): answering a
// sign-in form (a read of the page, two fields focused and typed, the submit clicked and the redirect
// that answers it), answering a consent form (a read, a click, its POST), a redirect back to the
// client caught, reading a page it does not answer, closing a context of its own. Those are done on
// small pages: an estimate of the same steps bare, not a bound (a target's pages may be lighter). A
// login of one field a page (identifier first) is priced as two. A screenshot drawn later from a kept
// page is a document and a screenshot (in a context of its own: lib/browser/captures.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchBrowser, type DriveBrowser } from '../lib/browser/launch.ts';
import { treeCpuSeconds } from '../lib/browser/browser-cpu.ts';
import type { Tab } from '../lib/browser/tab.ts';
import type { DriveTiming } from '../lib/browser/timings.ts';

export interface UnitCosts {
  /** CPU milliseconds of Chromium for opening a context with its page (its first document apart) */
  context: number;
  /** for one document committed in a tab */
  document: number;
  /** for one screenshot of it */
  screenshot: number;
  /** for keeping its MHTML (Page.captureSnapshot) */
  kept: number;
  /** for a navigation answered without a document (a plain page judged from its answer, answered 204) */
  held: number;
  /** for closing a context with its page */
  closed: number;
  /** for reading a page once (a script in it) */
  read: number;
  /** for answering a sign-in form: one read, two fields focused and typed, the submit clicked, its POST and redirect (the next document apart) */
  signIn: number;
  /** for answering a consent form: one read, a click on its button, its POST (what it leads to apart: a document, or a redirect caught) */
  consent: number;
  /** for a navigation redirected back to the client at once, caught (answered 204) */
  caught: number;
}

const NO_CONTENT = '/no-content';
const BACK = '/back';
const CALLBACK = '/callback';
const CONSENT = '/consent';
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head><body>
<h1>Sign in</h1><form method="post" action="/login"><label>Email <input name="email" type="email"></label>
<label>Password <input name="password" type="password"></label><button type="submit">Sign in</button></form></body></html>`;
const CONSENT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Allow access</title></head><body>
<h1>Allow access?</h1><form method="post" action="${CONSENT}"><button type="submit">Allow</button></form></body></html>`;
/** The centres of the page's fields and buttons, in one read. */
const FIELDS = `[...document.querySelectorAll('input, button')].map((e) => { const r = e.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })`;
/** Focuses the page's nth field (the driver focuses a field by script before typing: lib/browser/dom.ts). */
const focus = (n: number) => `document.querySelectorAll('input')[${n}].focus()`;

/** A loopback site: a sign-in form posting to a consent form, which posts back to the client (answered 204). */
function site(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/';
  const html = (body: string) => res.writeHead(200, { 'content-type': 'text/html' }).end(body);
  if (req.method === 'POST') {
    req.resume();
    return void req.on('end', () => res.writeHead(302, { location: url.startsWith(CONSENT) ? `${CALLBACK}?code=c` : CONSENT }).end());
  }
  if (url.startsWith(NO_CONTENT) || url.startsWith(CALLBACK)) return void res.writeHead(204).end();
  if (url.startsWith(BACK)) return void res.writeHead(302, { location: `${CALLBACK}?code=c` }).end();
  html(url.startsWith(CONSENT) ? CONSENT_PAGE : PAGE);
}

/**
 * Each cost measured in `passes` passes of `rounds` rounds, the median pass kept: Chromium's own
 * background work lands in one pass or another, and a step's cost is a difference of two measures.
 */
export async function unitCosts(rounds = 20, passes = 3): Promise<UnitCosts> {
  const server = createServer(site);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  try {
    const all: UnitCosts[] = [];
    for (let pass = 0; pass < passes; pass++) all.push(await onePass(browser, origin, rounds, pass));
    const median = (k: keyof UnitCosts) => all.map((c) => c[k]).sort((a, b) => a - b)[Math.floor(all.length / 2)]!;
    return Object.fromEntries(Object.keys(all[0]!).map((k) => [k, median(k as keyof UnitCosts)])) as unknown as UnitCosts;
  } finally {
    await browser.close();
    server.close();
  }
}

async function onePass(browser: DriveBrowser, origin: string, rounds: number, pass: number): Promise<UnitCosts> {
  const page = `${origin}/page`;
  const cpu = () => treeCpuSeconds(browser.pid!) ?? NaN;
  const opened: Tab[] = [];
  try {
    /** CPU ms a round of `step`, once warmed; each round's address its own */
    const cpuOf = async (step: (i: string) => Promise<void>) => {
      await step(`${pass}-warm`);
      const before = cpu();
      for (let i = 0; i < rounds; i++) await step(`${pass}-${i}`);
      return ((cpu() - before) * 1000) / rounds;
    };
    const tab = await browser.newTab();
    opened.push(tab);
    const document = await cpuOf((i) => tab.goto(`${page}?${i}`));
    const shot = await cpuOf(async (i) => {
      await tab.goto(`${page}?shot-${i}`);
      await tab.screenshot();
    });
    const kept = await cpuOf(async (i) => {
      await tab.goto(`${page}?kept-${i}`);
      await tab.channel.send('Page.captureSnapshot', { format: 'mhtml' });
    });
    // a 204 commits no document (the navigation fails, the page stays): what a held plain answer costs
    const held = await cpuOf((i) => tab.goto(`${origin}${NO_CONTENT}?${i}`).catch(() => undefined));
    const caught = await cpuOf((i) => tab.goto(`${origin}${BACK}?${i}`).catch(() => undefined));
    const read = await cpuOf(async (i) => {
      await tab.goto(`${page}?read-${i}`);
      await tab.evaluate(FIELDS);
    });
    const signIn = await cpuOf(async (i) => {
      await tab.goto(`${page}?sign-in-${i}`);
      const [, , submit] = await tab.evaluate<[Point, Point, Point]>(FIELDS);
      await tab.evaluate(focus(0));
      await tab.insertText('member@example.com');
      await tab.evaluate(focus(1));
      await tab.insertText('a password');
      const next = tab.navigated(tab.timeoutMs);
      await tab.click(submit.x, submit.y);
      await next;
      await tab.domLoaded(tab.timeoutMs);
      // a step that went wrong would be priced at nearly nothing
      if (new URL(tab.url()).pathname !== CONSENT) throw new Error(`the bare sign-in ended at ${tab.url()}, not the consent page`);
    });
    const consent = await cpuOf(async (i) => {
      await tab.goto(`${origin}${CONSENT}?${i}`);
      const [allow] = await tab.evaluate<[Point]>(FIELDS);
      const back = answered(tab, CALLBACK);
      await tab.click(allow.x, allow.y);
      await back;
    });
    // contexts are closed after the measure: a run's pool sessions stay open to its end
    const context = await cpuOf(async (i) => {
      const t = await browser.newTab();
      opened.push(t);
      await t.goto(`${page}?context-${i}`);
    });
    const closing = await cpuOf(async (i) => {
      const t = await browser.newTab();
      await t.goto(`${page}?closed-${i}`);
      await t.close();
    });
    return {
      context: context - document,
      document,
      screenshot: shot - document,
      kept: kept - document,
      held,
      closed: closing - context,
      read: read - document,
      // the sign-in page and the consent page it leads to are two documents
      signIn: signIn - 2 * document,
      // the consent page is a document; the redirect back is priced as caught
      consent: consent - document - caught,
      caught,
    };
  } finally {
    await Promise.all(opened.map((t) => t.close().catch(() => undefined)));
    // the closed contexts' processes end after their close answers: not in the next pass's first measure
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

interface Point {
  x: number;
  y: number;
}

/** Resolves once the tab has the answer to its navigation to `path`; rejects when it has none in the tab's time. */
function answered(tab: Tab, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      listening.stop();
      reject(new Error(`the bare step had no answer from ${path} in ${tab.timeoutMs} ms`));
    }, tab.timeoutMs);
    const listening = tab.listen(
      () => undefined,
      (r) => {
        if (new URL(r.url).pathname !== path) return;
        clearTimeout(timer);
        listening.stop();
        resolve();
      },
    );
  });
}

export interface DriveCounts {
  contexts: number;
  documents: number;
  screenshots: number;
  /** pages kept as MHTML instead of shot */
  kept: number;
  /** answers judged without drawing them */
  held: number;
  /** contexts closed at a drive's end */
  closed: number;
  /** pages read and not answered (an error page, a login the drive stopped at, a consent page captured) */
  reads: number;
  /** sign-in forms answered */
  signIns: number;
  /** consent forms answered */
  consents: number;
  /** drives sent back to the client without a consent form answered */
  caught: number;
}

/** `draws`: screenshots drawn later from kept pages (each a document too, in a context of its own). */
export function countsOf(drives: readonly DriveTiming[], screenshots: number, draws = 0): DriveCounts {
  const steps = drives.map(stepsOf);
  const sum = (f: (s: Steps) => number) => steps.reduce((n, s) => n + f(s), 0);
  return {
    contexts: drives.filter((d) => d.opened).length + (draws ? 1 : 0),
    documents: drives.reduce((n, d) => n + (d.documents ?? 0), 0) + draws,
    screenshots,
    kept: drives.reduce((n, d) => n + (d.kept ?? 0), 0),
    held: drives.filter((d) => d.plain).length,
    closed: drives.filter((d) => d.closed).length,
    reads: sum((s) => s.reads),
    signIns: sum((s) => s.signIns),
    consents: sum((s) => s.consents),
    caught: sum((s) => s.caught),
  };
}

interface Steps {
  reads: number;
  signIns: number;
  consents: number;
  caught: number;
}

/**
 * What a drive did on its pages: the last login of a drive that stopped at one was read, not
 * answered, and so was a consent page captured; a page judged from its answer was not read at all
 * (its cost is the held answer's). Another page (an error page, an interstitial) is priced as read,
 * and so is every page of a drive the harness could not finish (it may have thrown before answering).
 * A drive that ended at the client had its last redirect caught.
 */
export function stepsOf(d: DriveTiming): Steps {
  if (d.plain) return { reads: 0, signIns: 0, consents: 0, caught: 0 };
  const caught = d.kind === 'callback' ? 1 : 0;
  if (d.kind === 'error') return { reads: d.pages.length, signIns: 0, consents: 0, caught };
  const of = (kind: string) => d.pages.filter((p) => p === kind).length;
  const signIns = Math.max(0, of('login') - (d.kind === 'login-required' || d.kind === 'login-failed' ? 1 : 0));
  const consents = Math.max(0, of('consent') - (d.kind === 'stopped' ? 1 : 0));
  return { reads: d.pages.length - signIns - consents, signIns, consents, caught };
}

/** The CPU seconds Chromium needs for these counts at these costs: issue 37's floor. */
export function floorSeconds(n: DriveCounts, c: UnitCosts): number {
  const ms = n.contexts * c.context + n.documents * c.document + n.screenshots * c.screenshot + n.kept * c.kept + n.held * c.held;
  return ms / 1000;
}

/** What the steps that floor leaves out cost on top of it, done bare on small pages (an estimate, not a bound). */
export function stepsSeconds(n: DriveCounts, c: UnitCosts): number {
  const ms = n.closed * c.closed + n.reads * c.read + n.signIns * c.signIn + n.consents * c.consent + n.caught * c.caught;
  return ms / 1000;
}

export interface KindCost {
  /** the drive's outcome, its pages and whether it opened a session (a browser context) */
  kind: string;
  drives: number;
  /** Chromium's CPU seconds in these drives (each measured alone: lib/browser/driver.ts, cpuPerDrive) */
  cpu: number;
  /** the same drives bare, at these unit costs */
  floor: number;
  /** and the steps they take, bare */
  steps: number;
}

/** A run's drives made one at a time, by kind, the costliest first: where Chromium spends above its floor. */
export function byDriveKind(drives: readonly DriveTiming[], c: UnitCosts): KindCost[] {
  const kinds = new Map<string, DriveTiming[]>();
  for (const d of drives) {
    if (d.cpuMs === undefined) continue;
    const session = d.opened
      ? d.closed
        ? 'a context of its own'
        : 'a new pool session'
      : d.closed
        ? 'a pool session, closed'
        : 'a pool session';
    const kind = `${d.kind}${d.plain ? ' (judged from the answer)' : ''}: ${d.pages.join(' > ') || 'no page'}, ${session}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), d]);
  }
  // screenshots apart: the run's few are not logged by drive
  return [...kinds]
    .map(([kind, list]) => ({
      kind,
      drives: list.length,
      cpu: list.reduce((n, d) => n + d.cpuMs! / 1000, 0),
      floor: floorSeconds(countsOf(list, 0), c),
      steps: stepsSeconds(countsOf(list, 0), c),
    }))
    .sort((a, b) => b.cpu - a.cpu);
}
