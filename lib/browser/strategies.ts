// The three ways to log in and answer consent, chosen by the config: generic (find fields and
// buttons by role, label and common names, lib/browser/dom.ts), declarative steps, or the vendor's own script.
import { isAbsolute, resolve, dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import type { HarnessConfig } from '../config/load.ts';
import { click, enter, type } from './dom.ts';
import { APPROVE, classifyPage, DENY, PROCEED, SUBMIT, type PageKind } from './page-kinds.ts';

export interface Member {
  username: string;
  password: string;
  label?: string;
}
export type Decision = 'approve' | 'deny';

export interface Strategy {
  classify(page: Page): Promise<PageKind>;
  login(page: Page, member: Member): Promise<void>;
  consent(page: Page, decision: Decision): Promise<void>;
  /** goes on from an interstitial page (default: its one "Continue" button) */
  proceed?(page: Page): Promise<void>;
}

export const generic: Strategy = {
  classify: classifyPage,
  async login(page, member) {
    await type(page, 'username', member.username);
    await type(page, 'password', member.password);
    // the login form's own submit button, else a button named like one, else Enter in the field
    if (await click(page, { submitOf: 'login-field' })) return;
    if (await click(page, { button: SUBMIT })) return;
    await enter(page);
  },
  async consent(page, decision) {
    if (!(await click(page, { button: decision === 'approve' ? APPROVE : DENY })))
      throw new Error(`no ${decision === 'approve' ? 'approve' : 'deny'} button on the consent page`);
  },
  async proceed(page) {
    if (!(await click(page, { button: PROCEED }))) throw new Error('no button to go on from the interstitial page');
  },
};

type Step = NonNullable<HarnessConfig['login']['steps']>[number];

export function stepsStrategy(steps: Step[]): Strategy {
  const find = (page: Page, kind: PageKind, decision?: Decision) =>
    steps.find((s) => new RegExp(s.match).test(page.url()) && s.page === kind && (!decision || !s.decision || s.decision === decision));
  const run = async (page: Page, step: Step, member?: Member) => {
    for (const a of step.actions) {
      if ('fill' in a)
        await page
          .locator(a.fill)
          .first()
          .fill(fillValue(String(a.value), member));
      else if ('click' in a) await page.locator(a.click).first().click();
      else if (typeof a.wait === 'number') await page.waitForTimeout(a.wait);
      else await page.locator(a.wait).first().waitFor();
    }
  };
  return {
    async classify(page) {
      const url = page.url();
      const matched = steps.find((s) => new RegExp(s.match).test(url));
      return matched ? matched.page : classifyPage(page);
    },
    async login(page, member) {
      const step = find(page, 'login');
      return step ? run(page, step, member) : generic.login(page, member);
    },
    async consent(page, decision) {
      const step = find(page, 'consent', decision);
      return step ? run(page, step) : generic.consent(page, decision);
    },
    proceed: generic.proceed,
  };
}

function fillValue(template: string, member?: Member): string {
  return template.replace(/\{\{\s*(username|password)\s*\}\}/g, (_, k: 'username' | 'password') => member?.[k] ?? '');
}

/** A vendor's module: exports login(page, member) and consent(page, decision), optionally classify(page) and proceed(page). */
export async function scriptStrategy(script: string, configFile?: string): Promise<Strategy> {
  const path = isAbsolute(script) ? script : resolve(configFile ? dirname(configFile) : process.cwd(), script);
  const mod = (await import(pathToFileURL(path).href)) as Partial<Strategy>;
  if (typeof mod.login !== 'function' || typeof mod.consent !== 'function') {
    throw new Error(`login script ${path} must export login(page, member) and consent(page, decision)`);
  }
  return { classify: mod.classify ?? classifyPage, login: mod.login, consent: mod.consent, proceed: mod.proceed ?? generic.proceed };
}

export async function strategyFor(login: HarnessConfig['login'], configFile?: string): Promise<Strategy> {
  if (login.strategy === 'steps') return stepsStrategy(login.steps ?? []);
  if (login.strategy === 'script') return scriptStrategy(login.script!, configFile);
  return generic;
}
