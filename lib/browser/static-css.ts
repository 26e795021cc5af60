// The style of a page read without the browser (lib/browser/static-html.ts): its visible text is
// computed from the browser's default style sheet (lib/browser/static-text.ts), so the page's own
// rules may only change how text looks, never whether or how it is laid out as text (display,
// visibility, text-transform, white-space, position, float, generated content …). A rule that sets
// anything else is allowed only where its selector, read here, matches no element of the page. No
// at-rule, no escape, no selector this module cannot read in such a rule: the page goes to the browser.
import type { StaticDoc } from './static-html.ts';
import { complex, matches } from './static-selectors.ts';

/** Properties that leave an element's text, and where its lines break, as they were. */
const SAFE =
  /^(color|background(-[a-z-]+)?|font(-[a-z-]+)?|margin(-[a-z-]+)?|padding(-[a-z-]+)?|border(-[a-z-]+)?|outline(-[a-z-]+)?|(min-|max-)?(width|height)|box-sizing|box-shadow|line-height|letter-spacing|word-spacing|text-align|text-decoration(-[a-z-]+)?|text-indent|text-shadow|text-underline-offset|vertical-align|cursor|opacity|list-style(-[a-z-]+)?|overflow(-[xy])?|overflow-wrap|word-wrap|word-break|text-overflow|hyphens|accent-color|caret-color|z-index|user-select|pointer-events|transition(-[a-z-]+)?|-webkit-font-smoothing|text-rendering|color-scheme|--[a-zA-Z0-9_-]+)$/;

/** True when no style of the page can change its visible text from what the default style sheet gives. */
export function stylesKeepText(doc: StaticDoc): boolean {
  for (const el of doc.elements) {
    const inline = el.attrs.get('style');
    if (inline !== undefined && !declarations(inline)?.every(isSafe)) return false;
  }
  for (const sheet of doc.styles) {
    const rules = stylesheet(sheet);
    if (!rules) return false;
    for (const { selectors, decls } of rules) {
      const props = declarations(decls);
      if (!props) return false;
      if (props.every(isSafe)) continue;
      const list = splitOutside(selectors, ',').map(complex);
      if (list.some((c) => !c) || doc.elements.some((el) => list.some((c) => matches(el, c!, doc)))) return false;
    }
  }
  return true;
}

const isSafe = (prop: string) => SAFE.test(prop);

/** The rules of a style sheet (selectors, declarations); undefined for one outside what is read here. */
function stylesheet(css: string): { selectors: string; decls: string }[] | undefined {
  if (/\\|@/.test(css)) return undefined;
  const text = css.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/<!--|-->/g, ' ');
  if (text.includes('/*')) return undefined;
  const rules: { selectors: string; decls: string }[] = [];
  let rest = text;
  for (;;) {
    rest = rest.trimStart();
    if (!rest) return rules;
    const open = rest.indexOf('{');
    const close = indexOutsideStrings(rest, '}');
    if (open < 0 || close < open || /["']/.test(rest.slice(0, open))) return undefined;
    const decls = rest.slice(open + 1, close);
    if (indexOutsideStrings(decls, '{') >= 0) return undefined;
    rules.push({ selectors: rest.slice(0, open).trim(), decls });
    rest = rest.slice(close + 1);
  }
}

/** The property names a declaration block sets (lower case); undefined when it cannot be read. */
function declarations(block: string): string[] | undefined {
  if (/\\/.test(block)) return undefined;
  const props: string[] = [];
  for (const decl of splitOutside(block, ';')) {
    if (!decl.trim()) continue;
    const m = /^\s*(-{0,2}[a-zA-Z][a-zA-Z0-9_-]*)\s*:/.exec(decl);
    if (!m) return undefined;
    props.push(m[1]!.startsWith('--') ? m[1]! : m[1]!.toLowerCase());
  }
  return props;
}

/** Splits at `sep` outside quoted strings, brackets and parentheses. */
function splitOutside(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) quote = c === quote ? '' : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === sep && depth === 0) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts;
}

function indexOutsideStrings(text: string, char: string): number {
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) quote = c === quote ? '' : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === char) return i;
  }
  return -1;
}
