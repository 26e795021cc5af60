// A page read without the browser (lib/browser/plain-answer.ts): a strict subset of HTML, parsed
// in Node into the tree Chromium would build from it. Only markup whose tree is certain is read:
// explicit structure, the few end tags HTML lets a page leave out (p, li, dt, dd, head, body, html),
// a known list of elements and attributes, known character references. Anything else (a script,
// an image, a form, a table, a misnested tag, an unknown entity) is undefined: the page goes to
// the browser, which reads it as it always has.
import { attributes, checkMeta, decode, no, NotPlain, type StaticElement } from './static-markup.ts';
import { BLOCK, close, INLINE, open, VOID } from './static-tree.ts';

export type { StaticElement, StaticNode } from './static-markup.ts';
export { BLOCK } from './static-tree.ts';

export interface StaticDoc {
  /** the <html> element: <head> and <body> its children */
  root: StaticElement;
  body: StaticElement;
  /** every element, head and body, in document order */
  elements: StaticElement[];
  /** the text of each <style> element */
  styles: string[];
}

/** The page's tree, or undefined when its markup is outside the subset read here. */
export function parseStatic(html: string): StaticDoc | undefined {
  try {
    return build(html.replace(/\r\n?/g, '\n'));
  } catch (e) {
    if (e instanceof NotPlain) return undefined;
    throw e;
  }
}

function build(src: string): StaticDoc {
  const root: StaticElement = { tag: 'html', attrs: new Map(), children: [] };
  const head: StaticElement = { tag: 'head', attrs: new Map(), children: [] };
  const body: StaticElement = { tag: 'body', attrs: new Map(), children: [] };
  root.children.push(head, body);
  const elements: StaticElement[] = [root, head];
  const styles: string[] = [];
  // where the parser is; changed by toBody() too (a cast keeps the compiler from narrowing it away)
  let phase = 'start' as 'start' | 'head' | 'body' | 'after';
  const stack: StaticElement[] = [];
  const current = () => stack.at(-1)!;
  const toBody = () => {
    if (phase === 'body') return;
    if (phase === 'after') no('content after </body>');
    phase = 'body';
    elements.push(body);
    stack.length = 0;
    stack.push(body);
  };
  let i = src.startsWith('\uFEFF') ? 1 : 0;
  const doctype = /^\s*<!doctype\s+html\s*>/i.exec(src.slice(i));
  if (!doctype) no('no <!doctype html>');
  i += doctype[0].length;
  let afterPre = false;
  while (i < src.length) {
    if (src.startsWith('<!--', i)) {
      const end = src.indexOf('-->', i + 4);
      if (end < 0 || /^-?>/.test(src.slice(i + 4)) || src.slice(i + 4, end).includes('--!')) no('a malformed comment');
      i = end + 3;
      afterPre = false;
      continue;
    }
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/.exec(
      src.slice(i, i + 4096),
    );
    if (src[i] === '<' && !tag) no('markup outside the subset');
    if (!tag) {
      const end = src.indexOf('<', i);
      let text = decode(src.slice(i, end < 0 ? src.length : end));
      i = end < 0 ? src.length : end;
      if (afterPre && text.startsWith('\n')) text = text.slice(1);
      afterPre = false;
      if (!text) continue;
      if (phase !== 'body' && /^[ \t\n\f]*$/.test(text)) continue; // whitespace outside the body is not shown
      toBody();
      current().children.push(text);
      continue;
    }
    i += tag[0].length;
    afterPre = false;
    const [, slash, rawName, rawAttrs, selfClosing] = tag;
    const name = rawName!.toLowerCase();
    if (slash) {
      if (rawAttrs!.trim() || selfClosing) no('an end tag with attributes');
      if (name === 'head' && (phase === 'head' || phase === 'start')) phase = 'start';
      else if ((name === 'body' || name === 'html') && phase === 'body') {
        // what is left open stays open (text after it would land there): only what HTML lets a page leave open
        if (stack.some((e) => !['body', 'p', 'li', 'dt', 'dd'].includes(e.tag))) no(`</${name}> with elements open`);
        phase = 'after';
      } else if (name === 'html' && phase === 'after') continue;
      else if (phase !== 'body' || !close(stack, name)) no(`an end tag </${name}> out of place`);
      continue;
    }
    const attrs = attributes(rawAttrs!);
    if (selfClosing && !VOID.has(name)) no(`<${name}/>`);
    if (name === 'html') {
      if (phase !== 'start' || elements.length > 2 || root.attrs.size) no('a second <html>');
      root.attrs = attrs;
      continue;
    }
    if (name === 'head') {
      if (phase !== 'start' || head.children.length) no('a second <head>');
      head.attrs = attrs;
      phase = 'head';
      continue;
    }
    if (name === 'body') {
      if (phase === 'body' || phase === 'after') no('a second <body>');
      body.attrs = attrs;
      toBody();
      continue;
    }
    const el: StaticElement = { tag: name, attrs, children: [] };
    if (name === 'meta' || name === 'style' || name === 'title') {
      if (name === 'meta') checkMeta(attrs);
      if (name !== 'meta') {
        const end = src.slice(i).search(new RegExp(`</${name}[\\s/>]`, 'i'));
        if (end < 0) no(`an unclosed <${name}>`);
        const raw = src.slice(i, i + end);
        el.children.push(name === 'title' ? decode(raw) : raw);
        if (name === 'style') styles.push(raw);
        i += end;
        const close = /^<\/[a-z]+\s*>/i.exec(src.slice(i));
        if (!close) no(`a malformed </${name}>`);
        i += close[0].length;
      }
      if (phase === 'body' && name === 'title') no('a <title> in the body');
      elements.push(el);
      (phase === 'body' ? current() : head).children.push(el);
      continue;
    }
    if (!BLOCK.has(name) && !INLINE.has(name)) no(`<${name}>`);
    toBody();
    open(stack, el);
    elements.push(el);
    if (name === 'pre') afterPre = true;
  }
  // a body not shown reads as its bare text content, not as it would be drawn
  if (root.attrs.has('hidden') || body.attrs.has('hidden')) no('a hidden <html> or <body>');
  return { root, body, elements, styles };
}
