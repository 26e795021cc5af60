// The first answer of a drive that expects an error page (ConsentRequest.unknownPageIsError), judged
// before the browser draws it. The browser sends the request itself (its cookies, through the guard
// proxy, with its certificate trust) and the answer is held at the response (redirect-catcher.ts):
// an answer the browser could act on (a redirect, a script, a refresh, a form: plain-answer.ts) goes
// on to the page as it came, and the drive goes on as ever; a plain page is read from its bytes and
// the navigation answered 204 (nothing is drawn, the page the tab was on stays, the cookies the
// answer set are kept as the browser's network stack stored them). The drive then ends on it as it
// would have on the drawn page: the same kind, status, headers, referrer meta and visible text.
import type { AnswerHold, HeldAnswer } from './redirect-catcher.ts';
import { mayBePlain, plainPage, type HeaderLine, type PlainPage } from './plain-answer.ts';
import type { Tab } from './tab.ts';
import type { Transcript } from '../http/transcript.ts';
import type { Exchange } from '../http/types.ts';
import { recordNavigation } from './evidence.ts';
import { bodyOfPage } from './page-text.ts';

export interface PlainResult {
  url: string;
  method: string;
  status: number;
  /** lower-case names, a repeated header's values joined by "\n" (as the browser's Network events give them) */
  headers: Record<string, string>;
  page: PlainPage;
  /** the answer as it came, to draw it later if its check needs a screenshot (lib/browser/captures.ts) */
  answer: { status: number; headers: HeaderLine[]; body: Buffer };
}

export interface FirstAnswer {
  hold: AnswerHold;
  /** the plain answer, once judged so */
  plain(): PlainResult | undefined;
  /** resolves once the first answer was judged, either way */
  judged: Promise<void>;
}

export function judgeFirstAnswer(tab: Tab, endpoint: string): FirstAnswer {
  let result: PlainResult | undefined;
  let done!: () => void;
  const judged = new Promise<void>((resolve) => (done = resolve));
  const send = (method: string, params: object) => tab.channel.send(method, params).then(() => undefined);
  const judge = async (held: HeldAnswer) => {
    const { requestId, status, headers } = held;
    try {
      // a redirect (it has no body), or anything but an HTML page, goes on untouched
      if (!mayBePlain(status, headers)) return await send('Fetch.continueRequest', { requestId });
      const { body, complete } = await bodyOf(tab, requestId);
      const page = complete ? plainPage(status, headers, body) : undefined;
      // the body was taken: the page goes on with what was read of it (all of it, unless it did not end in time)
      const passOn = headers.filter((h) => h.name.toLowerCase() !== 'content-length');
      if (!page)
        return await send('Fetch.fulfillRequest', {
          requestId,
          responseCode: status,
          responseHeaders: passOn,
          body: body.toString('base64'),
        });
      result = { url: held.url, method: held.method, status, headers: joined(headers), page, answer: { status, headers, body } };
      await send('Fetch.fulfillRequest', { requestId, responseCode: 204, responseHeaders: [], body: '' });
    } catch {
      // the browser reads it as it came (a held request the protocol no longer knows fails the drive as any navigation would)
      result = undefined;
      await send('Fetch.continueRequest', { requestId }).catch(() => undefined);
    } finally {
      done();
    }
  };
  return { hold: { endpoint, judge: (held) => void judge(held) }, plain: () => result, judged };
}

/**
 * The drive's first navigation with its answer judged (plain-drive.ts): done once the browser goes on
 * with it, or once a plain page left the tab as it was (its navigation answered 204, which fails it).
 */
export async function untilJudged(tab: Tab, go: Promise<void>, first: FirstAnswer, post: boolean): Promise<void> {
  const never = new Promise<never>(() => undefined);
  const plain = first.judged.then(() => (first.plain() ? undefined : never));
  const went = go.then(
    // a form submitted: its navigation, and so its answer, comes after
    () => (post ? Promise.race([first.judged, tab.navigated(tab.timeoutMs)]) : undefined),
    (e: unknown) => {
      if (!first.plain()) throw e;
    },
  );
  went.catch(() => undefined);
  await Promise.race([went, plain]);
}

/** A plain page's exchange, as a drawn page's would be recorded (recordNavigation), its text the body. */
export function recordPlain(plain: PlainResult, t: Transcript | undefined): Exchange | undefined {
  const exchange = recordNavigation(
    { url: plain.url, method: plain.method, status: plain.status, headers: plain.headers, navigation: true },
    t,
  );
  if (exchange?.response) Object.assign(exchange.response, bodyOfPage(plain.page.text));
  return exchange;
}

/**
 * The held answer's body, read as a stream within the page's time (login.pageTimeoutMs, the time a
 * drawn page is given to load): a body that never ends (a target dripping it) is read no further,
 * and is never plain. Taking the body as a stream is what lets the wait end (Fetch.getResponseBody
 * waits for the whole body, and the request can then neither go on nor be answered). IO.read answers
 * once it has the size asked or the end, so the piece still being read then is lost: a short page
 * that never ends reaches the browser empty.
 */
async function bodyOf(tab: Tab, requestId: string): Promise<{ body: Buffer; complete: boolean }> {
  const { stream } = await tab.channel.send<{ stream: string }>('Fetch.takeResponseBodyAsStream', { requestId });
  const chunks: Buffer[] = [];
  let complete = false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), tab.timeoutMs)));
  try {
    while (!complete) {
      const read = tab.channel.send<{ data: string; base64Encoded?: boolean; eof: boolean }>('IO.read', { handle: stream, size: 1 << 20 });
      read.catch(() => undefined);
      const r = await Promise.race([read, late]);
      if (!r) break;
      chunks.push(Buffer.from(r.data, r.base64Encoded ? 'base64' : 'utf8'));
      complete = r.eof;
    }
  } finally {
    clearTimeout(timer);
    void tab.channel.send('IO.close', { handle: stream }).catch(() => undefined);
  }
  return { body: Buffer.concat(chunks), complete };
}

function joined(lines: readonly HeaderLine[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { name, value } of lines) {
    const key = name.toLowerCase();
    out[key] = key in out ? `${out[key]}\n${value}` : value;
  }
  return out;
}
