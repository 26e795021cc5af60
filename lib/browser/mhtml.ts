// A page kept as Chromium serializes it (Page.captureSnapshot: MHTML, the DOM as it stood with
// the style sheets, images, fonts and frames it had loaded), read back into its parts so that
// lib/browser/captures.ts can draw it again in a tab of its own, each part answered from here. Loaded
// as an archive, Chromium would grey every form control; answered part by part, the page is drawn as
// it was shown. Frames are referred to by cid: addresses, given an http address here.

export interface Part {
  type: string;
  body: Buffer;
}

export interface Archive {
  /** the page's own address */
  url: string;
  /** every part by the address the page asks it at */
  parts: Map<string, Part>;
}

/** Where a frame referred to as cid:ID is asked for (on the page's own origin, answered from the archive). */
export const CID_PATH = '/.well-known/cs-conformance-capture/';

export function readMhtml(mhtml: string): Archive | undefined {
  const head = mhtml.slice(0, mhtml.search(/\r?\n\r?\n/));
  const boundary = /boundary="([^"]+)"/.exec(head)?.[1];
  const url = /^Snapshot-Content-Location:\s*(\S+)/im.exec(head)?.[1]?.replace(/#.*/, '');
  if (!boundary || !url || !URL.canParse(url)) return undefined;
  const origin = new URL(url).origin;
  const parts = new Map<string, Part>();
  for (const chunk of mhtml.split(`--${boundary}`).slice(1)) {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = chunk.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    const field = (name: string) => new RegExp(`^${name}:\\s*(.+?)\\s*$`, 'im').exec(headers)?.[1];
    const raw = chunk
      .slice(split)
      .replace(/^\r?\n\r?\n/, '')
      .replace(/\r?\n$/, '');
    const encoding = field('Content-Transfer-Encoding')?.toLowerCase();
    let body =
      encoding === 'base64'
        ? Buffer.from(raw, 'base64')
        : encoding === 'quoted-printable'
          ? quotedPrintable(raw)
          : Buffer.from(raw, 'latin1');
    const type = field('Content-Type') ?? 'application/octet-stream';
    // frames and shadow roots as the page itself would read them
    if (/^text\/(html|css)/i.test(type))
      body = Buffer.from(
        body
          .toString('latin1')
          .replace(/cid:([^"'\s)>]+)/g, (_, id: string) => `${origin}${CID_PATH}${encodeURIComponent(id)}`)
          .replace(/<template shadowmode=/g, '<template shadowrootmode='),
        'latin1',
      );
    const at = field('Content-Location')?.replace(/#.*/, '');
    // a style sheet of the page's own (its <style> elements) is a part at a cid: address
    const location = at?.startsWith('cid:') ? `${origin}${CID_PATH}${encodeURIComponent(at.slice(4))}` : at;
    const id = field('Content-ID')?.replace(/^<|>$/g, '');
    if (location && !parts.has(location)) parts.set(location, { type, body });
    if (id) parts.set(`${origin}${CID_PATH}${encodeURIComponent(id)}`, { type, body });
  }
  return parts.has(url) ? { url, parts } : undefined;
}

function quotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? /^[0-9A-Fa-f]{2}$/.exec(soft.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(soft.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes);
}
