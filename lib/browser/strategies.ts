// The three ways to log in and answer consent, chosen by the config: generic (find fields and
// buttons by role, label and common names, lib/browser/dom.ts), declarative steps, or the vendor's
// own script. Steps and scripts are handed Playwright's Page: the browser is then launched through
// Playwright (`needsPage`); the generic strategy speaks to the tab itself.
import { isAbsolute, resolve, dirname } from 'node:path';
import type { Page } from 'playwright-core';
import type { HarnessConfig } from '../config/load.ts';
import { HarnessError } from '../http/errors.ts';
import { click, enter, type, type Survey } from './dom.ts';
import { answerConsent, type ConsentAnswer } from './consent-choice.ts';
import { classifyPage, PROCEED, SUBMIT, type PageKind } from './page-kinds.ts';
import type { Tab } from './tab.ts';
import { importModule } from '../boot/modules.ts';

export type { ConsentAnswer } from './consent-choice.ts';

export interface Member {
  username: string;
  password: string;
  label?: string;
}
export type Decision = 'approve' | 'deny';

export interface Strategy {
  /** `seen`: the page's survey when the driver has just read it */
  classify(tab: Tab, seen?: Survey): Promise<PageKind>;
  login(tab: Tab, member: Member): Promise<void>;
  /** answers the consent page; calls `answer.atSending` before it sends the answer, and sends nothing when it says false */
  consent(tab: Tab, decision: Decision, answer: ConsentAnswer): Promise<void>;
  /** goes on from an interstitial page (default: its one "Continue" button) */
  proceed?(tab: Tab): Promise<void>;
  /** it hands Playwright's Page to the user's steps or script: the browser must be launched through Playwright */
  needsPage?: boolean;
}

export const generic: Strategy = {
  classify: classifyPage,
  async login(tab, member) {
    await type(tab, 'username', member.username);
    await type(tab, 'password', member.password);
    // the login form's own submit button, else a button named like one, else Enter in the field
    if (await click(tab, { submitOf: 'login-field' })) return;
    if (await click(tab, { button: SUBMIT })) return;
    await enter(tab);
  },
  consent: (tab, decision, answer) => answerConsent(tab, decision === 'approve', answer),
  async proceed(tab) {
    if (!(await click(tab, { button: PROCEED }))) throw new Error('no button to go on from the interstitial page');
  },
};

/** A user's steps or script answer the page whole: its forms are the answer before they begin. */
const sends = async (answer: ConsentAnswer) => !answer.atSending || (await answer.atSending());

/** The Playwright page of a tab, for steps and scripts. */
function pageOf(tab: Tab): Page {
  if (!tab.page) throw new HarnessError('ERR_BROWSER', 'a login script or step list needs the browser launched through Playwright');
  return tab.page;
}

type Step = NonNullable<HarnessConfig['login']['steps']>[number];

export function stepsStrategy(steps: Step[]): Strategy {
  const find = (tab: Tab, kind: PageKind, decision?: Decision) =>
    steps.find((s) => new RegExp(s.match).test(tab.url()) && s.page === kind && (!decision || !s.decision || s.decision === decision));
  const run = async (tab: Tab, step: Step, member?: Member) => {
    const page = pageOf(tab);
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
    async classify(tab, seen) {
      const matched = steps.find((s) => new RegExp(s.match).test(tab.url()));
      return matched ? matched.page : classifyPage(tab, seen);
    },
    async login(tab, member) {
      const step = find(tab, 'login');
      return step ? run(tab, step, member) : generic.login(tab, member);
    },
    async consent(tab, decision, answer) {
      const step = find(tab, 'consent', decision);
      if (!step) return generic.consent(tab, decision, answer);
      if (await sends(answer)) await run(tab, step);
    },
    proceed: generic.proceed,
    needsPage: true,
  };
}

function fillValue(template: string, member?: Member): string {
  return template.replace(/\{\{\s*(username|password)\s*\}\}/g, (_, k: 'username' | 'password') => member?.[k] ?? '');
}

interface ScriptModule {
  classify?(page: Page): Promise<PageKind>;
  login?(page: Page, member: Member): Promise<void>;
  consent?(page: Page, decision: Decision): Promise<void>;
  proceed?(page: Page): Promise<void>;
}

/** A vendor's module: exports login(page, member) and consent(page, decision), optionally classify(page) and proceed(page). */
export async function scriptStrategy(script: string, configFile?: string): Promise<Strategy> {
  const path = isAbsolute(script) ? script : resolve(configFile ? dirname(configFile) : process.cwd(), script);
  const mod = (await importModule(path)) as ScriptModule;
  const { login, consent, classify, proceed } = mod;
  if (typeof login !== 'function' || typeof consent !== 'function') {
    throw new Error(`login script ${path} must export login(page, member) and consent(page, decision)`);
  }
  return {
    classify: classify ? (tab) => classify(pageOf(tab)) : classifyPage,
    login: (tab, member) => login(pageOf(tab), member),
    consent: async (tab, decision, answer) => {
      if (await sends(answer)) await consent(pageOf(tab), decision);
    },
    proceed: proceed ? (tab) => proceed(pageOf(tab)) : generic.proceed,
    needsPage: true,
  };
}

export async function strategyFor(login: HarnessConfig['login'], configFile?: string): Promise<Strategy> {
  if (login.strategy === 'steps') return stepsStrategy(login.steps ?? []);
  if (login.strategy === 'script') return scriptStrategy(login.script!, configFile);
  return generic;
}
