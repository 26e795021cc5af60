// A consent page's forms as data, for the consent CSRF probe: captured from the page shown to one
// browser session, and submitted from another by rewriting that session's consent page to carry them.
import type { Tab } from './tab.ts';

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

export function captureForms(tab: Tab): Promise<ConsentForm[]> {
  return tab.evaluate<ConsentForm[]>(CAPTURE);
}

/** Rewrites the page's forms into the given ones: same action and method, exactly their fields (buttons kept). */
export async function replayForms(tab: Tab, forms: ConsentForm[]): Promise<void> {
  await tab.evaluate(`(() => { const shown = ${JSON.stringify(forms)};
  [...document.forms].forEach((f, i) => { const s = shown[i]; if (!s) return; f.action = s.action; f.method = s.method;
    [...f.elements].filter((e) => e.name && !['submit', 'button', 'image', 'reset'].includes(e.type)).forEach((e) => e.remove());
    for (const [name, value] of s.fields) { const input = document.createElement('input');
      input.type = 'hidden'; input.name = name; input.value = value; f.append(input); } }); })()`);
}

export interface Forgery {
  /** what is done to the forms, for notes and Actual: lines */
  what: string;
  /** the forms as submitted, from the forms as shown */
  apply(forms: ConsentForm[]): ConsentForm[];
}

// A value that may be an anti-forgery token or a request handle: long and drawn from a token alphabet
// (a decision such as "approve" or a scope list is neither).
const TOKEN_LIKE = /^[A-Za-z0-9._~+/=-]{16,}$/;

/** Each field that may carry an anti-forgery value, by name (at most `max`, in page order). */
export function tokenFields(forms: ConsentForm[], max = 3): string[] {
  const names = forms.flatMap((f) => f.fields.filter(([, v]) => TOKEN_LIKE.test(v)).map(([n]) => n));
  return [...new Set(names)].slice(0, max);
}

/** A value of the same length and alphabet that is not the one shown. */
function altered(value: string): string {
  return value.slice(0, -1) + (value.endsWith('A') ? 'B' : 'A');
}

/** Every field called `name` changed (undefined: removed), in every form. */
function edit(name: string, change: (v: string) => string | undefined) {
  return (forms: ConsentForm[]) =>
    forms.map((f) => ({
      ...f,
      fields: f.fields.flatMap(([n, v]): [string, string][] => {
        if (n !== name) return [[n, v]];
        const to = change(v);
        return to === undefined ? [] : [[n, to]];
      }),
    }));
}

/**
 * The forged submissions of a consent page's forms: as shown, then each token-like field removed,
 * then each altered. Which field binds an approval is the server's affair, so each is tried.
 */
export function forgeries(shown: ConsentForm[]): Forgery[] {
  const names = tokenFields(shown);
  return [
    { what: 'the form as shown', apply: (forms) => forms },
    ...names.map((n) => ({ what: `the form without its field "${n}"`, apply: edit(n, () => undefined) })),
    ...names.map((n) => ({ what: `the form with its field "${n}" altered`, apply: edit(n, altered) })),
  ];
}
