// The tree rules of lib/browser/static-html.ts: which elements of the subset it reads are blocks,
// inline or void, and how a start or end tag opens and closes them as HTML's parser does, for the
// few cases the subset allows (an open <p>, <li>, <dt> or <dd> closed by what follows); any other
// case where the parser would build a different tree than the markup's nesting is not plain.
import { no, type StaticElement } from './static-markup.ts';

export const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
/** block-level by the browser's own style sheet; each closes an open <p> when it starts */
export const BLOCK = new Set(
  'address article aside blockquote div dl dt dd figcaption figure footer header hgroup hr li main nav ol p pre section ul'
    .split(' ')
    .concat(HEADINGS),
);
export const INLINE = new Set(
  'a abbr b bdi cite code data del dfn em i ins kbd mark s samp small span strong sub sup time u var br'.split(' '),
);
export const VOID = new Set(['br', 'hr', 'meta']);
/** HTML's "special" elements among those read: an end tag or an <li> search does not cross them */
const SPECIAL = new Set([...BLOCK, 'body', 'html', 'head', 'meta', 'style', 'title', 'br']);

/** Inserts an element as the parser would, closing what its start tag implies. */
export function open(stack: StaticElement[], el: StaticElement): void {
  const current = () => stack.at(-1)!;
  const name = el.tag;
  if (name === 'li' || name === 'dt' || name === 'dd') {
    const closes = name === 'li' ? ['li'] : ['dt', 'dd'];
    for (let k = stack.length - 1; k >= 0; k--) {
      const at = stack[k]!.tag;
      if (closes.includes(at)) {
        if (k !== stack.length - 1) no(`an unclosed <${at}> under another element`);
        stack.pop();
        break;
      }
      if (SPECIAL.has(at) && !['address', 'div', 'p'].includes(at)) break;
    }
  }
  if (BLOCK.has(name)) {
    if (current().tag === 'p') stack.pop();
    if (stack.some((e) => e.tag === 'p')) no('a block inside a <p> that is not closed first');
    if (HEADINGS.includes(name) && HEADINGS.includes(current().tag)) stack.pop();
  }
  if (name === 'a' && stack.some((e) => e.tag === 'a')) no('a link inside a link');
  current().children.push(el);
  if (!VOID.has(name)) stack.push(el);
}

/**
 * Closes the element `name`: a block's end tag also closes the <p>, <li>, <dt>, <dd> inside it, as
 * HTML does; an inline element must be the one open. False when the parser would do otherwise.
 */
export function close(stack: StaticElement[], name: string): boolean {
  const implied = BLOCK.has(name) ? ['p', 'li', 'dt', 'dd'].filter((t) => t !== name) : [];
  while (stack.length > 1 && implied.includes(stack.at(-1)!.tag) && stack.some((e) => e.tag === name)) stack.pop();
  if (stack.length < 2 || stack.at(-1)!.tag !== name) return false;
  stack.pop();
  return true;
}
