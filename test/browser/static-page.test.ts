// A page read without the browser (lib/browser/static-*.ts) reads as Chromium reads it: for every
// page of the subset read there, the visible text (document.body.innerText) and the referrer meta
// element are Chromium's own, character for character: the reference's error pages, pages written
// to probe the rules (white space across inline elements, line breaks of blocks and <br>, <pre>,
// omitted end tags, hidden elements, references), and fast-check's random documents of the subset
// with random style rules. Pages outside the subset are not compared: they go to the browser.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type DriveBrowser } from '../../lib/browser/launch.ts';
import type { Tab } from '../../lib/browser/tab.ts';
import { plainPage } from '../../lib/browser/plain-answer.ts';
import { errorPage } from '../../fixtures/reference/oauth/authorize-pages.ts';
import { errorPage as foreignErrorPage } from '../../fixtures/oidc-provider/pages.ts';

let browser: DriveBrowser;
let tab: Tab;
let server: Server;
let origin: string;
let served = '';
let n = 0;

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(served));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  tab = await browser.newTab();
});
afterAll(async () => {
  await browser?.close();
  server?.close();
});

/** What Chromium shows of the page, and what is read of it here (undefined: it would go to the browser). */
async function both(html: string) {
  const mine = plainPage(200, [{ name: 'content-type', value: 'text/html; charset=utf-8' }], Buffer.from(html));
  if (!mine) return undefined;
  served = html;
  await tab.goto(`${origin}/?${n++}`);
  const chromium = await tab.evaluate<{ text: string; referrerMeta?: string }>(
    `(() => { const m = document.querySelector('meta[name="referrer" i]'); return { text: document.body.innerText, referrerMeta: m ? m.getAttribute('content') ?? undefined : undefined }; })()`,
  );
  return { mine, chromium };
}

const SITE = { name: 'Alpha Academy' } as Parameters<typeof errorPage>[1];
const PROBES = [
  `<!doctype html><title>x</title><p>a &amp; b&nbsp;c &#x1F600; &#233; d</p><p>e<br>f <br> g</p>`,
  `<!doctype html><ul><li>one<li>two</ul><ol><li> three </li></ol>text after`,
  `<!doctype html><pre>\n  keep   this\n\tand tab</pre><pre>\n\nx</pre>`,
  `<!doctype html><div>a</div> <div>b</div><span>c <b> d</b> e</span><div></div><p></p>f<hr>g`,
  `<!doctype html><p>a<p>b<div>c<span>d<div>e</div>f</span></div><h1>h<h2>i</h2>`,
  `<!doctype html><dl><dt>term<dd>def<dt>t2</dl><address>addr</address><blockquote>q</blockquote>`,
  `<!doctype html><meta name="Referrer" content="origin"><p hidden>gone</p><p>shown<span hidden>x</span>y</p>`,
  `<!doctype html><p>a&nbsp;\nb <code>c</code>  <em> </em> d</p><p>soft\u00adhyphen zero\u200bwidth</p>`,
  `<!doctype html><html><body><p>x</p></body></html>\n\n`,
  `<!doctype html><style>.x{display:none} p > span { color: red } .card .site{text-transform:uppercase}</style><div class="card"><p>y</p></div>`,
  `<!doctype html>  leading text <p>p</p> trailing text  <meta name="referrer" content="no-referrer">`,
  `<!doctype html><body>\n\n  <main>\n    <h2> Title </h2>\n    <p>\n      line one\n      line two\n    </p>\n  </main>\n</body>`,
  `<!doctype html><p>tab\there</p><div>a<br><br>b</div><div><br></div>c<P>UPPER</P>`,
];

describe('a page read without the browser', () => {
  it("reads the reference's error pages as Chromium does; the foreign engine's (a text-transform rule) goes to the browser", async () => {
    const messages = [
      'The application (client_id) is not known to this site.',
      'The redirect_uri "http://127.0.0.1:1/cb?x=<y>" is not registered.',
    ];
    for (const message of messages) {
      const r = await both(errorPage(400, SITE, message).body as string);
      expect(r, message).toBeDefined();
      expect(r!.mine).toEqual(r!.chromium);
    }
    expect(await both(foreignErrorPage('Beta', { error: 'invalid_request', error_description: 'bad' }))).toBeUndefined();
  });

  it('reads pages written to probe the rules as Chromium does', async () => {
    for (const html of PROBES) {
      const r = await both(html);
      expect(r, html).toBeDefined();
      expect(r!.mine, html).toEqual(r!.chromium);
    }
  });

  it('reads random documents of the subset, with random style rules, as Chromium does (those it reads)', async () => {
    const word = fc
      .stringMatching(/^[a-zA-Z0-9 .,:()é\t\n-]{0,12}$/)
      .chain((w) => fc.constantFrom(w, `${w}&amp;`, `${w}&nbsp;`, `&lt;${w}&gt;`, `${w}&#233;`, `${w}<!-- c -->`, ` ${w} `, `\n${w}\n`));
    const tags = [
      'p',
      'div',
      'span',
      'b',
      'em',
      'code',
      'h1',
      'ul',
      'ol',
      'li',
      'pre',
      'br',
      'hr',
      'section',
      'a',
      'small',
      'blockquote',
      'dl',
      'dt',
      'dd',
      'sub',
      'P',
    ];
    const attr = fc.oneof(
      fc.constant(''),
      fc.constant(' hidden'),
      fc.constantFrom('x', 'y', 'card', 'site').map((c) => ` class="${c}"`),
      fc
        .constantFrom('color:red', 'margin:0 1em', 'display:block', 'text-transform:uppercase', 'white-space:pre')
        .map((d) => ` style="${d}"`),
    );
    const tree = fc.letrec<{ node: string; el: string }>((tie) => ({
      node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, word, tie('el')),
      el: fc
        .tuple(fc.constantFrom(...tags), fc.array(tie('node'), { maxLength: 4 }), attr, fc.boolean())
        .map(([t, kids, a, omit]) =>
          t === 'br' || t === 'hr'
            ? `<${t}${a}>`
            : `<${t}${a}>${kids.join('')}${omit && ['p', 'li', 'dt', 'dd'].includes(t) ? '' : `</${t}>`}`,
        ),
    })).node;
    const rule = fc
      .tuple(
        fc.constantFrom('p', 'span', '.x', '.card .site', 'div > p', 'li', 'h1', 'label,input', '[hidden]'),
        fc.constantFrom(
          'color:blue',
          'display:inline',
          'display:none',
          'text-transform:uppercase',
          'font-family:"Times New Roman", serif',
          'float:left',
        ),
      )
      .map(([selector, declaration]) => `${selector}{${declaration}}`);
    const doc = fc
      .tuple(fc.array(tree, { maxLength: 6 }), fc.array(rule, { maxLength: 3 }), fc.constantFrom('', ' ', '\n'))
      .map(
        ([nodes, rules, sep]) =>
          `<!doctype html><title>t</title>${rules.length ? `<style>${rules.join('\n')}</style>` : ''}${nodes.join(sep)}`,
      );
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(doc, async (html) => {
        const r = await both(html);
        if (!r) return;
        compared++;
        expect(r.mine).toEqual(r.chromium);
      }),
      { numRuns: 300, seed: 37 },
    );
    // most of them are read (the rest go to the browser): the comparison is not vacuous
    expect(compared).toBeGreaterThan(150);
  });
});
