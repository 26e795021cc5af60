// What the driver reads of a page, in one script run: the generic strategy's survey, the other
// origins the page loads from or links to, its referrer meta element, its visible text, and how
// long its DOM has been still, so that a page a script is still drawing is read again until it
// settles (lib/browser/page-wait.ts).
import { SURVEY, type Survey } from './dom.ts';
import type { Tab } from './tab.ts';

export interface Look {
  survey: Survey;
  /** RFC 9700 §4.2.4: the origins other than the page's own it loads from, links to or posts to */
  foreignOrigins: string[];
  /** the content of <meta name="referrer">, when the page has one */
  referrerMeta?: string;
  /** document.body.innerText, at most the cap asked for */
  text: string;
  /** the full length of that text */
  textLength: number;
  /** document.readyState */
  ready: string;
  title: string;
  /** ms since the DOM last changed that this page has been watched (0 when first read) */
  stillMs: number;
}

/** Where the page keeps when its DOM last changed (a symbol: nothing of the page's own is touched). */
const CHANGES = `Symbol.for('cs-conformance.dom-changed')`;

/** In the page: the record of its last DOM change, watched from the first time it is asked for. */
const WATCH = `(() => {
    const key = ${CHANGES};
    if (!window[key]) {
      window[key] = { at: performance.now() };
      new MutationObserver(() => { window[key].at = performance.now(); })
        .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    }
    return window[key];
  })()`;

/** The page read once; `maxText`: the most characters of its text returned. */
export function observe(tab: Tab, maxText: number): Promise<Look> {
  return tab.evaluate<Look>(`(() => {
    const changed = ${WATCH};
    const urls = [...document.querySelectorAll('[src],[href],form[action]')].map((el) => el.src || el.href || el.action)
      .filter((u) => typeof u === 'string' && /^https?:/.test(u));
    const text = document.body ? document.body.innerText : '';
    const meta = document.querySelector('meta[name="referrer" i]');
    return {
      survey: ${SURVEY},
      foreignOrigins: [...new Set(urls.map((u) => new URL(u).origin))].filter((o) => o !== location.origin),
      referrerMeta: meta ? meta.getAttribute('content') ?? undefined : undefined,
      text: text.slice(0, ${maxText}),
      textLength: text.length,
      ready: document.readyState,
      title: document.title,
      stillMs: performance.now() - changed.at,
    };
  })()`);
}

/** When the page's DOM last changed and what time it is, on the page's clock (ms). */
export function domClock(tab: Tab): Promise<{ changedAt: number; now: number }> {
  return tab.evaluate(`(() => ({ changedAt: ${WATCH}.at, now: performance.now() }))()`);
}

/**
 * Resolves at the page's next DOM change, or its navigation away (its script then ends), or after
 * `ms`: whichever comes first.
 */
export async function nextChange(tab: Tab, ms: number): Promise<void> {
  await tab
    .evaluate(
      `new Promise((resolve) => {
        const done = () => { observer.disconnect(); clearTimeout(timer); resolve(true); };
        const observer = new MutationObserver(done);
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const timer = setTimeout(done, ${ms});
      })`,
    )
    .catch(() => undefined);
}
