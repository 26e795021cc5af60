// Recognising pages by what is on them, the way a person would: a login page asks for
// credentials, a consent page offers to allow or deny, an interstitial only asks to go on
// ("Continue"). Shared by every login strategy.
import type { Locator, Page } from 'playwright-core';

export type PageKind = 'login' | 'consent' | 'interstitial' | 'unknown';

export const APPROVE = /^\s*(allow|approve|authori[sz]e|accept|agree|grant|consent|yes|continue)\b/i;
export const DENY = /^\s*(deny|decline|reject|refuse|cancel|don'?t allow|do not allow|no)\b/i;
export const SUBMIT = /^\s*(sign ?in|log ?in|next|continue|submit|weiter|anmelden)\b/i;
/** a link that declines, anywhere in its name ("[ Cancel ]") */
const DECLINE = /\b(deny|decline|reject|refuse|cancel|abort)\b/i;
/** the one button of a page that only asks to go on */
export const PROCEED = /^\s*(continue|next|proceed|ok|weiter|fortfahren)\b/i;

const USERNAME = [
  'input[type="email"]',
  'input[autocomplete="username"]',
  'input[autocomplete="email"]',
  'input[name*="email" i]',
  'input[name*="user" i]',
  'input[name*="login" i]',
  'input[id*="email" i]',
  'input[id*="user" i]',
]
  .map((s) => `${s}:visible`)
  .join(', ');

export function passwordField(page: Page): Locator {
  return page.locator('input[type="password"]:visible').first();
}

export function usernameField(page: Page): Locator {
  return page
    .locator(USERNAME)
    .first()
    .or(page.getByLabel(/e-?mail|user ?name|login/i).first())
    .first();
}

export function button(page: Page, name: RegExp): Locator {
  return page.getByRole('button', { name }).first();
}

async function visible(l: Locator): Promise<boolean> {
  return l.isVisible().catch(() => false);
}

export async function classifyPage(page: Page): Promise<PageKind> {
  // asked side by side: each answer is a round trip to the browser
  const [password, username, approve, deny] = await Promise.all(
    [passwordField(page), usernameField(page), button(page, APPROVE), button(page, DENY)].map(visible),
  );
  if (password || username) return 'login';
  if (approve && deny) return 'consent';
  if (await isInterstitial(page)) return 'interstitial';
  return 'unknown';
}

/**
 * A page whose only control is one "Continue"-like button ("You are signed in as …, Continue"):
 * no form field to fill, no other button, and nothing that declines (a consent page with a
 * "Cancel" link is a consent page for a script strategy to answer, never one to click through).
 */
async function isInterstitial(page: Page): Promise<boolean> {
  const [buttons, proceed, decline, fields] = await Promise.all([
    page.getByRole('button').count(),
    visible(button(page, PROCEED)),
    visible(page.getByRole('link', { name: DECLINE }).first()),
    page.locator('input:visible:not([type=hidden]):not([type=submit]):not([type=button]), textarea:visible, select:visible').count(),
  ]);
  return buttons === 1 && proceed && !decline && fields === 0;
}

/** What identifies one login form: the URL and its visible fields, to tell "next step" from "failed". */
export async function formSignature(page: Page): Promise<string> {
  const names = await page.locator('input:visible').evaluateAll((els) =>
    els.map((e) => {
      const input = e as unknown as { type: string; name: string };
      return `${input.type}:${input.name}`;
    }),
  );
  const url = new URL(page.url());
  return `${url.origin}${url.pathname}|${names.join(',')}`;
}
