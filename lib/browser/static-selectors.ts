// The selectors lib/browser/static-css.ts reads, to tell whether a rule that would change a page's
// text applies to any of its elements: type, class, id and attribute selectors, compounds of them,
// joined by descendant and child combinators. Names and values are compared ignoring case, so that
// a doubt counts as a match (the page then goes to the browser); any other selector is not read.
import type { StaticDoc, StaticElement } from './static-html.ts';

interface Compound {
  tag?: string;
  ids: string[];
  classes: string[];
  attrs: { name: string; value?: string }[];
}
/** A complex selector, rightmost compound last, each with the combinator that joins it to the next ('' descendant, '>' child). */
type Complex = { compound: Compound; combinator: '' | '>' }[];

export function complex(selector: string): Complex | undefined {
  const parts = selector
    .trim()
    .replace(/\s*>\s*/g, ' > ')
    .split(/\s+/);
  const out: Complex = [];
  let combinator: '' | '>' = '';
  for (const p of parts) {
    if (p === '>') {
      if (!out.length || combinator) return undefined;
      combinator = '>';
      continue;
    }
    const c = compound(p);
    if (!c) return undefined;
    if (out.length) out.at(-1)!.combinator = combinator;
    out.push({ compound: c, combinator: '' });
    combinator = '';
  }
  return out.length && !combinator ? out : undefined;
}

function compound(text: string): Compound | undefined {
  const m = /^(\*|[a-zA-Z][a-zA-Z0-9]*)?((?:[.#][a-zA-Z_-][a-zA-Z0-9_-]*|\[[a-zA-Z-]+(?:=(?:"[^"]*"|'[^']*'|[a-zA-Z0-9_-]+))?\])*)$/.exec(
    text,
  );
  if (!m || !text) return undefined;
  const c: Compound = { tag: m[1] && m[1] !== '*' ? m[1].toLowerCase() : undefined, ids: [], classes: [], attrs: [] };
  for (const s of m[2]!.match(/[.#][^.#[]+|\[[^\]]+\]/g) ?? []) {
    if (s[0] === '.') c.classes.push(s.slice(1));
    else if (s[0] === '#') c.ids.push(s.slice(1));
    else {
      const [name, value] = s.slice(1, -1).split(/=(.*)/s);
      c.attrs.push({ name: name!.toLowerCase(), value: value?.replace(/^["']|["']$/g, '') });
    }
  }
  return c;
}

export function matches(el: StaticElement, selector: Complex, doc: StaticDoc): boolean {
  const chain = ancestors(el, doc.root);
  const at = (i: number, node: StaticElement, depth: number): boolean => {
    if (!fits(node, selector[i]!.compound)) return false;
    if (i === 0) return true;
    if (selector[i - 1]!.combinator === '>') return depth > 0 && at(i - 1, chain[depth - 1]!, depth - 1);
    for (let d = depth - 1; d >= 0; d--) if (at(i - 1, chain[d]!, d)) return true;
    return false;
  };
  return at(selector.length - 1, el, chain.length - 1);
}

/** Whether the element may match the compound: names and values compared ignoring case, so that a doubt counts as a match. */
function fits(el: StaticElement, c: Compound): boolean {
  const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase();
  const classes = (el.attrs.get('class') ?? '').split(/[ \t\n\f]+/);
  return (
    (!c.tag || c.tag === el.tag) &&
    c.ids.every((id) => same(el.attrs.get('id'), id)) &&
    c.classes.every((k) => classes.some((x) => same(x, k))) &&
    c.attrs.every((a) => el.attrs.has(a.name) && (a.value === undefined || same(el.attrs.get(a.name), a.value)))
  );
}

/** The element's ancestors from the root down, the element last. */
function ancestors(el: StaticElement, root: StaticElement): StaticElement[] {
  const path: StaticElement[] = [];
  const walk = (node: StaticElement): boolean => {
    path.push(node);
    if (node === el) return true;
    for (const child of node.children) if (typeof child !== 'string' && walk(child)) return true;
    path.pop();
    return false;
  };
  return walk(root) ? path : [el];
}
