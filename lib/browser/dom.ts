// What the generic strategy sees of a page, read in one script run inside it, and where it clicks
// and types, as a person would: the mouse on the element's centre, text typed into the focused field
// (trusted input events). Playwright's locators would do the same but inject a large script into
// every new document first, which cost more than the rest of a drive.
import type { Tab } from './tab.ts';

export interface Survey {
  password: boolean;
  username: boolean;
  /** visible button names (the accessible name for the usual markup: aria-label, text, value) */
  buttons: string[];
  /** visible link names */
  links: string[];
  /** visible fields to fill (not hidden, not buttons) */
  fields: number;
  /** checkboxes shown (themselves, or by their label): a consent's scopes to choose */
  checkboxes: number;
  /** origin and path, and the visible inputs' type:name: one login form */
  signature: string;
}

/** `except`: a button named so is never the one (a "Logout" beside "Continue"); `pick`: an in-page expression over the finder `f` */
export type Target =
  { field: 'username' | 'password' } | { button: RegExp; except?: RegExp } | { submitOf: 'login-field' } | { pick: string };

/**
 * Runs in the page: finds the elements the generic strategy cares about (plain DOM, no Playwright
 * script), in the document, in open shadow roots and in same-origin frames, at any depth. `at`
 * gives each element's offset from the top viewport (a frame's position), to click it there.
 */
export const FINDER = String.raw`(() => {
  const roots = [];
  const at = new Map();
  const walk = (root, x, y) => {
    roots.push({ root, x, y });
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) walk(el.shadowRoot, x, y);
      if (el.tagName === 'IFRAME' || el.tagName === 'FRAME') {
        let doc;
        try { doc = el.contentDocument; } catch (e) { doc = undefined; }
        if (doc && doc.documentElement) { const r = el.getBoundingClientRect(); walk(doc, x + r.left + el.clientLeft, y + r.top + el.clientTop); }
      }
    }
  };
  walk(document, 0, 0);
  const all = (selector) => roots.flatMap(({ root, x, y }) => [...root.querySelectorAll(selector)].map((el) => (at.set(el, { x, y }), el)));
  const visible = (el) => {
    if (!el || !el.isConnected) return false;
    const s = el.ownerDocument.defaultView.getComputedStyle(el);
    if (s.visibility === 'hidden' || s.visibility === 'collapse') return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const text = (el) => (el.innerText || el.textContent || '').replace(/\s+/g, ' ').trim();
  const labelled = (el) => {
    const ids = el.getAttribute('aria-labelledby');
    const root = el.getRootNode();
    return ids ? ids.split(/\s+/).map((id) => root.getElementById ? root.getElementById(id) : null).filter(Boolean).map(text).join(' ') : '';
  };
  const buttonName = (el) => el.getAttribute('aria-label') || labelled(el)
    || (el.tagName === 'INPUT' ? el.value || el.alt || (el.type === 'submit' ? 'Submit' : '') : text(el)) || el.title || '';
  const fieldLabel = (el) => el.getAttribute('aria-label') || labelled(el) || [...(el.labels || [])].map(text).join(' ');
  /** a control a person sees: itself, or its label (a styled checkbox hides its input) */
  const shown = (el) => visible(el) || [...(el.labels || [])].some(visible);
  const USERNAME = 'input[type="email"], input[autocomplete="username"], input[autocomplete="email"], input[name*="email" i], input[name*="user" i], input[name*="login" i], input[id*="email" i], input[id*="user" i]';
  const LABEL = /e-?mail|user ?name|login/i;
  const inputs = all('input, textarea, select');
  const named = new Set(all(USERNAME));
  // a box to tick or a button is no user name field, whatever its name or label ("email" as a scope)
  const NOT_TEXT = ['password', 'hidden', 'checkbox', 'radio', 'submit', 'button', 'image', 'reset', 'file', 'range', 'color'];
  // in page order: a root's elements in document order, the roots as they were found
  const username = inputs.filter((el) => (named.has(el) || LABEL.test(fieldLabel(el))) && !NOT_TEXT.includes(el.type)).filter(visible)[0];
  const password = all('input[type="password"]').filter(visible)[0];
  const buttons = all('button, input[type="submit"], input[type="button"], input[type="image"], input[type="reset"], [role="button"]')
    .filter((el) => visible(el) && el.getAttribute('aria-hidden') !== 'true');
  const links = all('a[href], [role="link"]').filter(visible);
  /** the focused element, through shadow roots and frames */
  const focused = () => {
    let el = document.activeElement;
    for (;;) {
      if (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
      else if (el && (el.tagName === 'IFRAME' || el.tagName === 'FRAME') && el.contentDocument) el = el.contentDocument.activeElement;
      else return el;
    }
  };
  return { visible, shown, text, buttonName, fieldLabel, username, password, buttons, links, inputs, at, focused };
})()`;

/** The survey's script: a page read in one run (also part of lib/browser/observe.ts's look). */
export const SURVEY = `(() => {
    const f = ${FINDER};
    const u = new URL(location.href);
    const shown = f.inputs.filter((el) => el.tagName === 'INPUT' && f.visible(el));
    return {
      password: !!f.password,
      username: !!f.username,
      buttons: f.buttons.map(f.buttonName),
      links: f.links.map((a) => a.getAttribute('aria-label') || f.text(a)),
      fields: f.inputs.filter((el) => f.visible(el) && !['hidden', 'submit', 'button', 'image', 'reset'].includes(el.type)).length,
      checkboxes: f.inputs.filter((el) => el.type === 'checkbox' && f.shown(el)).length,
      signature: u.origin + u.pathname + '|' + shown.map((i) => i.type + ':' + i.name).join(','),
    };
  })()`;

export async function survey(tab: Tab): Promise<Survey> {
  return tab.evaluate<Survey>(SURVEY);
}

/** Clicks the target with the mouse at its centre (scrolled into view), or itself when covered; false when there is none. */
export async function click(tab: Tab, target: Target): Promise<boolean> {
  const at = await tab.evaluate<{ x: number; y: number } | 'clicked' | undefined>(locate(target, 'click'));
  if (!at) return false;
  if (at !== 'clicked') await tab.click(at.x, at.y);
  return true;
}

/** Types the value into the field, replacing what it held; false when there is none. */
export async function type(tab: Tab, field: 'username' | 'password', value: string): Promise<boolean> {
  if (!(await tab.evaluate<boolean>(locate({ field }, 'focus')))) return false;
  await tab.insertText(value);
  return true;
}

/** Presses Enter in the login form's field. */
export async function enter(tab: Tab): Promise<void> {
  if (await tab.evaluate<boolean>(locate({ field: 'password' }, 'focus-keep'))) return tab.pressEnter();
  if (await tab.evaluate<boolean>(locate({ field: 'username' }, 'focus-keep'))) return tab.pressEnter();
}

/** Whether the target button submits its form (pressing it sends the form, unless a script stops it). */
export async function submits(tab: Tab, target: Target): Promise<boolean> {
  return (await tab.evaluate<boolean | undefined>(locate(target, 'submits'))) === true;
}

const regExp = (re: RegExp) => `new RegExp(${JSON.stringify(re.source)}, ${JSON.stringify(re.flags)})`;

/** The in-page script that finds the target and readies it: its centre to click, or focus (emptied) to type. */
function locate(target: Target, action: 'click' | 'focus' | 'focus-keep' | 'submits'): string {
  const pick =
    'pick' in target
      ? target.pick
      : 'field' in target
        ? `f.${target.field}`
        : 'button' in target
          ? `f.buttons.find((b) => ${regExp(target.button)}.test(f.buttonName(b))${target.except ? ` && !${regExp(target.except)}.test(f.buttonName(b))` : ''})`
          : `(() => { const field = f.password || f.username; const form = field && (field.form || field.closest('form'));
             return form ? [...form.querySelectorAll('button[type="submit"], input[type="submit"], button:not([type])')].find(f.visible) : undefined; })()`;
  return `(() => {
    const f = ${FINDER};
    const el = ${pick};
    if (!el) return undefined;
    if (${JSON.stringify(action)} === 'submits') return !!el.form && ['submit', 'image'].includes(el.type);
    el.scrollIntoView({ block: 'center', inline: 'center' });
    if (${JSON.stringify(action)} !== 'click') {
      if (${JSON.stringify(action)} === 'focus' && 'value' in el) {
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
        setter ? setter.call(el, '') : (el.value = '');
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }
      el.focus();
      return f.focused() === el;
    }
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    // something drawn over it would take the mouse's click: then the element is clicked itself
    // (hit-tested in its own tree: a shadow root or a frame's document answers for its elements)
    const root = el.getRootNode();
    const hit = root.elementFromPoint ? root.elementFromPoint(x, y) : null;
    const off = f.at.get(el) || { x: 0, y: 0 };
    if (hit && (hit === el || el.contains(hit))) return { x: x + off.x, y: y + off.y };
    el.click();
    return 'clicked';
  })()`;
}
