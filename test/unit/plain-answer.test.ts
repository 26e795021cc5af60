// Which answers are judged without the browser (lib/browser/plain-answer.ts): a page it could act on
// (a redirect, a script, a refresh, a form, a control to press, something to load) or whose text
// this harness cannot be sure of (another encoding, a style that changes the text, markup outside
// the subset it reads) goes to the browser; a plain page is read here, its text as Chromium's.
import { describe, expect, it } from 'vitest';
import { plainPage, type HeaderLine } from '../../lib/browser/plain-answer.ts';

const HTML: HeaderLine[] = [{ name: 'Content-Type', value: 'text/html; charset=utf-8' }];
const page = (body: string, status = 400, headers: HeaderLine[] = HTML) => plainPage(status, headers, Buffer.from(body));
const ERROR = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer">
<title>Authorization error</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem}label,input,button{display:block;margin:.4rem 0}.error{color:#a00}</style>
</head><body>
<h1>Authorization error</h1>
<p class="error" role="alert">The redirect_uri is not registered &amp; was not used.</p>
<p>Return to the application and start again.</p>
</body></html>`;

describe('a plain answer', () => {
  it('is read as the browser shows it: its text and its referrer meta element', () => {
    expect(page(ERROR)).toEqual({
      text: 'Authorization error\n\nThe redirect_uri is not registered & was not used.\n\nReturn to the application and start again.',
      referrerMeta: 'no-referrer',
    });
    expect(page(ERROR, 200)?.text).toMatch(/^Authorization error/);
  });

  it('goes to the browser when the browser could act on it', () => {
    const body = (inner: string) => ERROR.replace('<p>Return', `${inner}<p>Return`);
    const acting = {
      'a script': body('<script>location.href="/cb"</script>'),
      'a meta refresh': body('<meta http-equiv="refresh" content="0; url=/cb">'),
      'a form that posts itself': body('<form method="post" action="/cb"><input type="hidden" name="code" value="x"></form>'),
      'a button': body('<button>Continue</button>'),
      'an element in the role of a button': body('<div role="button">Continue</div>'),
      'an event handler': ERROR.replace('<body>', '<body onload="go()">'),
      'an image to load': body('<img src="/logo.png" alt="">'),
      'a style sheet to load': ERROR.replace('</head>', '<link rel="stylesheet" href="/s.css"></head>'),
      'a frame': body('<iframe src="/x"></iframe>'),
    };
    for (const [what, html] of Object.entries(acting)) expect(page(html), what).toBeUndefined();
    const headers = (extra: HeaderLine[]) => page(ERROR, 400, [...HTML, ...extra]);
    expect(headers([{ name: 'Refresh', value: '0; url=/cb' }])).toBeUndefined();
    expect(headers([{ name: 'Link', value: '</s.css>; rel=preload' }])).toBeUndefined();
    expect(headers([{ name: 'Content-Disposition', value: 'attachment' }])).toBeUndefined();
    expect(page(ERROR, 302, [...HTML, { name: 'Location', value: '/login' }])).toBeUndefined();
    expect(page(ERROR, 401, [...HTML, { name: 'WWW-Authenticate', value: 'Basic' }])).toBeUndefined();
    expect(page(ERROR, 204)).toBeUndefined();
  });

  it('goes to the browser when its text cannot be known for sure here', () => {
    const doubts = {
      'no doctype (quirks mode)': ERROR.replace('<!doctype html>', ''),
      'a rule that changes the text of an element it matches': ERROR.replace('.error{color:#a00}', '.error{text-transform:uppercase}'),
      'a rule hiding an element': ERROR.replace('.error{color:#a00}', 'h1{display:none}'),
      'a descendant rule that matches': ERROR.replace('.error{color:#a00}', 'body .error{visibility:hidden}'),
      'an at-rule': ERROR.replace('.error{color:#a00}', '@media print{.error{display:none}}'),
      'a style attribute that changes the layout': ERROR.replace('<h1>', '<h1 style="float:left">'),
      'a table': ERROR.replace('<p>Return', '<table><tr><td>a</td></tr></table><p>Return'),
      'a misnested tag': ERROR.replace('<h1>Authorization error</h1>', '<h1><b>Authorization</h1> error</b>'),
      'a block inside an open paragraph with inline content': ERROR.replace('<p>Return', '<p><span>x<div>y</div></span></p><p>Return'),
      'a character reference without its semicolon': ERROR.replace('&amp;', '&amp'),
      'an unknown named reference': ERROR.replace('&amp;', '&hearts;'),
      'a <wbr>': ERROR.replace('Return', 'Re<wbr>turn'),
      'East Asian text': ERROR.replace('Return', '戻る'),
    };
    for (const [what, html] of Object.entries(doubts)) expect(page(html), what).toBeUndefined();
    // a rule that would change the text but matches nothing is no doubt (the reference's own style sheet)
    expect(page(ERROR.replace('.error{color:#a00}', '.missing > p{display:none}'))).toBeDefined();
  });

  it('is decoded as the browser decodes it, or goes to the browser', () => {
    const accented = ERROR.replace('Return', 'Revenez à');
    expect(page(accented)?.text).toContain('Revenez à');
    const latin1 = Buffer.from(accented, 'latin1');
    expect(plainPage(400, [{ name: 'content-type', value: 'text/html; charset=iso-8859-1' }], latin1)).toBeUndefined();
    // no charset in the header: the meta element the browser's prescan finds decides
    expect(plainPage(400, [{ name: 'content-type', value: 'text/html' }], Buffer.from(accented))?.text).toContain('Revenez à');
    const noMeta = accented.replace('<meta charset="utf-8">', '');
    expect(plainPage(400, [{ name: 'content-type', value: 'text/html' }], Buffer.from(noMeta))).toBeUndefined();
    expect(
      plainPage(400, [{ name: 'content-type', value: 'text/html' }], Buffer.from(ERROR.replace('<meta charset="utf-8">', ''))),
    ).toBeDefined();
    expect(page(ERROR, 400, [{ name: 'content-type', value: 'application/json' }])).toBeUndefined();
    expect(page(ERROR, 400, [...HTML, { name: 'content-encoding', value: 'gzip' }])).toBeUndefined();
  });
});
