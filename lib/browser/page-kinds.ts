// Recognising pages by what is on them, the way a person would: a login page asks for
// credentials, a consent page offers to allow or deny. Shared by every login strategy.
import type { Locator, Page } from 'playwright-core';

export type PageKind = 'login' | 'consent' | 'unknown';

export const APPROVE = /^\s*(allow|approve|authori[sz]e|accept|agree|grant|consent|yes|continue)\b/i;
export const DENY = /^\s*(deny|decline|reject|refuse|cancel|don'?t allow|do not allow|no)\b/i;
export const SUBMIT = /^\s*(sign ?in|log ?in|next|continue|submit|weiter|anmelden)\b/i;

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
  if (await visible(passwordField(page))) return 'login';
  if (await visible(usernameField(page))) return 'login';
  if ((await visible(button(page, APPROVE))) && (await visible(button(page, DENY)))) return 'consent';
  return 'unknown';
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
