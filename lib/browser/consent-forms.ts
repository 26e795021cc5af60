// A consent page's forms as data, for the consent CSRF probe: captured from the page shown to one
// browser session, and submitted from another by rewriting that session's consent page to carry them.
import type { Page } from 'playwright-core';

export interface ConsentForm {
  action: string;
  method: string;
  /** the fields a submission sends (checked boxes only; no buttons) */
  fields: [string, string][];
}

// Page scripts as strings: the harness is compiled without the DOM types.
const CAPTURE = `[...document.forms].map((f) => ({ action: f.action, method: f.method,
  fields: [...f.elements].filter((e) => e.name && !['submit', 'button', 'image', 'reset'].includes(e.type)
    && (!['checkbox', 'radio'].includes(e.type) || e.checked)).map((e) => [e.name, e.value]) }))`;

export function captureForms(page: Page): Promise<ConsentForm[]> {
  return page.evaluate<ConsentForm[]>(CAPTURE);
}

/** Rewrites the page's forms into the given ones: same action and method, exactly their fields (buttons kept). */
export async function replayForms(page: Page, forms: ConsentForm[]): Promise<void> {
  await page.evaluate(`(() => { const shown = ${JSON.stringify(forms)};
  [...document.forms].forEach((f, i) => { const s = shown[i]; if (!s) return; f.action = s.action; f.method = s.method;
    [...f.elements].filter((e) => e.name && !['submit', 'button', 'image', 'reset'].includes(e.type)).forEach((e) => e.remove());
    for (const [name, value] of s.fields) { const input = document.createElement('input');
      input.type = 'hidden'; input.name = name; input.value = value; f.append(input); } }); })()`);
}
