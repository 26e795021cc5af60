// The lexical pieces of the HTML subset lib/browser/static-html.ts reads: elements, attributes and
// character references. Whatever falls outside the subset throws NotPlain (no()): the page goes to
// the browser.

export interface StaticElement {
  tag: string;
  attrs: Map<string, string>;
  children: StaticNode[];
}
export type StaticNode = StaticElement | string;

export class NotPlain extends Error {}
export function no(why: string): never {
  throw new NotPlain(why);
}

const ATTRS =
  /^(id|class|title|lang|dir|role|href|target|rel|hreflang|type|start|reversed|value|datetime|cite|name|content|charset|http-equiv|style|hidden|translate|tabindex|accesskey|xmlns|aria-[a-z-]+|data-[a-z0-9_.:-]+)$/;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  times: '×',
  euro: '€',
};

export function attributes(raw: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of raw.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = m[1]!.toLowerCase();
    if (!ATTRS.test(name)) no(`the attribute ${name}`);
    if (!attrs.has(name)) attrs.set(name, decode(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  if (/button/i.test(attrs.get('role') ?? '')) no('an element in the role of a button');
  if (attrs.has('hidden') && /until-found/i.test(attrs.get('hidden')!)) no('hidden=until-found');
  return attrs;
}

export function checkMeta(attrs: Map<string, string>): void {
  const equiv = attrs.get('http-equiv')?.toLowerCase();
  if (equiv !== undefined && equiv !== 'content-type' && equiv !== 'x-ua-compatible') no(`<meta http-equiv="${equiv}">`);
}

/** Text with its character references decoded; a reference HTML would read otherwise (no ';', unknown) is not plain. */
export function decode(text: string): string {
  if (/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(text)) no('a control character');
  if (/[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(text)) no('East Asian text');
  return text.replace(/&(#[xX][0-9a-fA-F]*;?|#[0-9]*;?|[a-zA-Z0-9]+;?)/g, (ref: string, body: string) => {
    if (!body.endsWith(';')) no(`the reference ${ref}`);
    const name = body.slice(0, -1);
    if (name.startsWith('#')) {
      const code = /^#[xX]/.test(name) ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      const shown =
        code === 9 ||
        code === 10 ||
        (code >= 0x20 && code < 0x7f) ||
        (code >= 0xa0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff));
      if (!shown) no(`the reference ${ref}`);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name] ?? no(`the reference ${ref}`);
  });
}
