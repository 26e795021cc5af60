// What a person sees of a page read without the browser (lib/browser/static-html.ts): its
// document.body.innerText as Chromium computes it, for the subset of pages read there (the default
// style sheet, and page styles that change no text: lib/browser/static-css.ts). HTML's rendered text
// collection steps: a block-level element is a line break before and after it (two for a <p>), a
// <br> is one, runs of spaces, tabs and newlines collapse into one space (across inline elements),
// and a line's collapsible spaces at its start and end are removed; a <pre> keeps its text as it is.
// Also the page's referrer meta element, as document.querySelector reads it.
import { BLOCK, type StaticDoc, type StaticElement, type StaticNode } from './static-html.ts';

type Token = { text: string; pre: boolean } | { br: true } | { lines: number };

/** Elements the default style sheet does not draw (in the body: a style or meta element). */
const NOT_DRAWN = new Set(['head', 'title', 'style', 'meta']);

export function staticInnerText(doc: StaticDoc): string {
  const tokens: Token[] = [];
  for (const child of doc.body.children) collect(child, false, tokens);
  const items: (string | number)[] = [];
  let line: { text: string; pre: boolean }[] = [];
  const flush = () => {
    items.push(collapse(line));
    line = [];
  };
  for (const t of tokens) {
    if ('text' in t) line.push(t);
    else {
      flush();
      items.push('br' in t ? '\n' : t.lines);
    }
  }
  flush();
  // the spec's last steps: no empty strings, no line breaks at either end, each run of them as its largest count
  const kept = items.filter((x) => x !== '');
  while (typeof kept[0] === 'number') kept.shift();
  while (typeof kept.at(-1) === 'number') kept.pop();
  let out = '';
  let run = 0;
  for (const x of kept) {
    if (typeof x === 'number') run = Math.max(run, x);
    else {
      out += '\n'.repeat(run) + x;
      run = 0;
    }
  }
  return out;
}

function collect(node: StaticNode, pre: boolean, out: Token[]): void {
  if (typeof node === 'string') return void out.push({ text: node, pre });
  const el: StaticElement = node;
  if (NOT_DRAWN.has(el.tag) || el.attrs.has('hidden')) return;
  if (el.tag === 'br') return void out.push({ br: true });
  const block = BLOCK.has(el.tag) ? (el.tag === 'p' ? 2 : 1) : 0;
  if (block) out.push({ lines: block });
  for (const child of el.children) collect(child, pre || el.tag === 'pre', out);
  if (block) out.push({ lines: block });
}

/** One line's text: collapsible white space collapsed (across its inline pieces) and removed at its ends. */
function collapse(pieces: { text: string; pre: boolean }[]): string {
  let out = '';
  // at the start of a line a collapsible space is dropped, as one after another collapsible space is
  let spaceBefore = true;
  let trailing = false;
  for (const p of pieces) {
    if (p.pre) {
      out += p.text;
      if (p.text) spaceBefore = trailing = false;
      continue;
    }
    let text = p.text.replace(/[ \t\n]+/g, ' ');
    if (spaceBefore && text.startsWith(' ')) text = text.slice(1);
    if (!text) continue;
    out += text;
    spaceBefore = trailing = text.endsWith(' ');
  }
  return trailing ? out.slice(0, -1) : out;
}

/** The content of the page's first <meta name="referrer"> (any case), as getAttribute reads it. */
export function staticReferrerMeta(doc: StaticDoc): string | undefined {
  const meta = doc.elements.find((e) => e.tag === 'meta' && e.attrs.get('name')?.toLowerCase() === 'referrer');
  return meta?.attrs.get('content');
}
