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
  /** origin and path, and the visible inputs' type:name: one login form */
  signature: string;
}

export type Target = { field: 'username' | 'password' } | { button: RegExp } | { submitOf: 'login-field' };

/** Runs in the page: finds the elements the generic strategy cares about (plain DOM, no Playwright script). */
const FINDER = String.raw`(() => {
  const visible = (el) => {
    if (!el || !el.isConnected) return false;
    const s = getComputedStyle(el);
    if (s.visibility === 'hidden' || s.visibility === 'collapse') return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const text = (el) => (el.innerText || el.textContent || '').replace(/\s+/g, ' ').trim();
  const labelled = (el) => {
    const ids = el.getAttribute('aria-labelledby');
    return ids ? ids.split(/\s+/).map((id) => document.getElementById(id)).filter(Boolean).map(text).join(' ') : '';
  };
  const buttonName = (el) => el.getAttribute('aria-label') || labelled(el)
    || (el.tagName === 'INPUT' ? el.value || el.alt || (el.type === 'submit' ? 'Submit' : '') : text(el)) || el.title || '';
  const fieldLabel = (el) => el.getAttribute('aria-label') || labelled(el) || [...(el.labels || [])].map(text).join(' ');
  const inDocOrder = (els) => [...new Set(els)].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const USERNAME = 'input[type="email"], input[autocomplete="username"], input[autocomplete="email"], input[name*="email" i], input[name*="user" i], input[name*="login" i], input[id*="email" i], input[id*="user" i]';
  const LABEL = /e-?mail|user ?name|login/i;
  const inputs = [...document.querySelectorAll('input, textarea, select')];
  const username = inDocOrder([...document.querySelectorAll(USERNAME), ...inputs.filter((el) => LABEL.test(fieldLabel(el)))]).filter(visible)[0];
  const password = [...document.querySelectorAll('input[type="password"]')].filter(visible)[0];
  const buttons = [...document.querySelectorAll('button, input[type="submit"], input[type="button"], input[type="image"], input[type="reset"], [role="button"]')]
    .filter((el) => visible(el) && el.getAttribute('aria-hidden') !== 'true');
  const links = [...document.querySelectorAll('a[href], [role="link"]')].filter(visible);
  return { visible, text, buttonName, username, password, buttons, links, inputs };
})()`;

export async function survey(tab: Tab): Promise<Survey> {
  return tab.evaluate<Survey>(`(() => {
    const f = ${FINDER};
    const u = new URL(location.href);
    const shown = [...document.querySelectorAll('input')].filter(f.visible);
    return {
      password: !!f.password,
      username: !!f.username,
      buttons: f.buttons.map(f.buttonName),
      links: f.links.map((a) => a.getAttribute('aria-label') || f.text(a)),
      fields: f.inputs.filter((el) => f.visible(el) && !['hidden', 'submit', 'button', 'image', 'reset'].includes(el.type)).length,
      signature: u.origin + u.pathname + '|' + shown.map((i) => i.type + ':' + i.name).join(','),
    };
  })()`);
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

/** The in-page script that finds the target and readies it: its centre to click, or focus (emptied) to type. */
function locate(target: Target, action: 'click' | 'focus' | 'focus-keep'): string {
  const pick =
    'field' in target
      ? `f.${target.field}`
      : 'button' in target
        ? `f.buttons.find((b) => new RegExp(${JSON.stringify(target.button.source)}, ${JSON.stringify(target.button.flags)}).test(f.buttonName(b)))`
        : `(() => { const field = f.password || f.username; const form = field && field.closest('form');
             return form ? [...form.querySelectorAll('button[type="submit"], input[type="submit"], button:not([type])')].find(f.visible) : undefined; })()`;
  return `(() => {
    const f = ${FINDER};
    const el = ${pick};
    if (!el) return undefined;
    el.scrollIntoView({ block: 'center', inline: 'center' });
    if (${JSON.stringify(action)} !== 'click') {
      if (${JSON.stringify(action)} === 'focus' && 'value' in el) {
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
        setter ? setter.call(el, '') : (el.value = '');
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }
      el.focus();
      return document.activeElement === el;
    }
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    // something drawn over it would take the mouse's click: then the element is clicked itself
    const hit = document.elementFromPoint(x, y);
    if (hit && (hit === el || el.contains(hit))) return { x, y };
    el.click();
    return 'clicked';
  })()`;
}
