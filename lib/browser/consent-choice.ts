// How the generic strategy answers a consent page, as a person would. A page that offers Allow and
// Deny: the requested scopes' boxes ticked, if it shows them, and one press. A page that asks the
// member to choose (page-kinds.ts asksToChoose), as single-page apps draw it in place: the boxes
// ticked, the affirmative button ("Grant access"), then, when the page still asks, the button that
// leads on ("Continue"); to refuse, the boxes left unticked and only the button that leads on.
// "Logout" and its kind are never pressed.
import { click, submits, type Survey } from './dom.ts';
import { domClock, nextChange } from './observe.ts';
import { APPROVE, DENY, GRANT, PROCEED, SIGN_OUT, asksToChoose } from './page-kinds.ts';
import type { Tab } from './tab.ts';

export interface ConsentAnswer {
  /** the scopes the request asked for: the boxes a page shows for them are ticked to approve */
  scopes?: string[];
  /** the page as the driver has just read it */
  seen: Survey;
  /**
   * Called once, just before the press that sends the answer: the page's forms are then the answer
   * (the driver captures or replaces them). False: nothing is sent.
   */
  atSending?(): Promise<boolean>;
}

const sending = async (a: ConsentAnswer) => (a.atSending ? a.atSending() : true);
const GO_ON = { button: PROCEED, except: SIGN_OUT };

export async function answerConsent(tab: Tab, approve: boolean, a: ConsentAnswer): Promise<void> {
  const deny = a.seen.buttons.some((b) => DENY.test(b));
  if (!asksToChoose(a.seen) || (!approve && deny)) {
    if (approve && a.seen.checkboxes) await tickScopes(tab, a.scopes ?? [], true, true);
    if (!(await sending(a))) return;
    if (!(await click(tab, { button: approve ? APPROVE : DENY })))
      throw new Error(`no ${approve ? 'approve' : 'deny'} button on the consent page`);
    return;
  }
  await tickScopes(tab, a.scopes ?? [], approve, false);
  if (!approve) {
    if (!(await sending(a))) return;
    if (!(await click(tab, GO_ON))) throw new Error('no button to go on from the consent page');
    return;
  }
  const grant = { button: GRANT, except: SIGN_OUT };
  // a button of the form's own sends the answer itself; one a script runs only changes the page
  const sends = await submits(tab, grant);
  if (sends && !(await sending(a))) return;
  const navigations = tab.navigationCount();
  const pressed = { at: Date.now(), page: (await domClock(tab)).now };
  if (!(await click(tab, grant))) throw new Error('no approve button on the consent page');
  if (await reacted(tab, navigations, pressed)) return;
  // the page still asks (a new step drawn in place): the button that leads on sends the answer
  if (!sends && !(await sending(a))) return;
  await click(tab, GO_ON);
}

/** Waits for the page's answer to a press: true when it navigated, false once it has drawn its change in place (or shown none). */
async function reacted(tab: Tab, navigations: number, pressed: { at: number; page: number }): Promise<boolean> {
  const deadline = pressed.at + tab.timeoutMs;
  // nothing fetched for a while, and nothing the press started still on its way (a grant being saved)
  const idle = (ms: number) => tab.network.quietFor(ms) && tab.network.pendingSince(pressed.at) === 0;
  while (Date.now() < deadline) {
    if (tab.navigationCount() > navigations) return true;
    const clock = await domClock(tab).catch(() => undefined);
    if (clock) {
      // a page that changed, then stayed still, has drawn its reaction; one that changed nothing for a second shows none
      const changed = clock.changedAt > pressed.page;
      const ms = changed ? DRAWN_MS : UNCHANGED_MS;
      if ((changed ? clock.now - clock.changedAt : Date.now() - pressed.at) >= ms && idle(ms)) return false;
    }
    await Promise.race([tab.navigated(100), nextChange(tab, 100)]);
  }
  return tab.navigationCount() > navigations;
}

const DRAWN_MS = 200;
const UNCHANGED_MS = 1000;

/**
 * Ticks (or unticks) the boxes of the requested scopes: those whose value, name or label is one of
 * them. `only`: none other; otherwise, on a page whose boxes name none of them (scopes described in
 * words), every box but one that would remember the answer.
 */
async function tickScopes(tab: Tab, scopes: string[], tick: boolean, only: boolean): Promise<void> {
  const round = Math.random().toString(36).slice(2);
  // one box a press, each at most once (a box that will not change is left)
  for (let n = 0; n < 100 && (await click(tab, { pick: nextBox(scopes, tick, only, round) })); n++);
}

function nextBox(scopes: string[], tick: boolean, only: boolean, round: string): string {
  return `(() => {
    const scopes = ${JSON.stringify(scopes)};
    const key = Symbol.for('cs-conformance.boxes-pressed');
    if (!window[key] || window[key].round !== ${JSON.stringify(round)}) window[key] = { round: ${JSON.stringify(round)}, done: new WeakSet() };
    const done = window[key].done;
    const boxes = f.inputs.filter((el) => el.type === 'checkbox' && !el.disabled && f.shown(el));
    const label = (el) => f.fieldLabel(el);
    // a scope is named by the box's value or name, or is a word of its label
    const words = (el) => label(el).split(/[^\\w:./-]+/);
    const asked = boxes.filter((el) => scopes.some((s) => el.value === s || el.name === s || words(el).includes(s)));
    const REMEMBER = /remember|don'?t ask|do not ask|trust this|keep me|stay signed|next time|skip this/i;
    const mine = asked.length || ${only} ? asked : boxes.filter((el) => !REMEMBER.test(label(el)));
    const el = mine.find((el) => el.checked !== ${tick} && !done.has(el));
    if (!el) return undefined;
    done.add(el);
    return f.visible(el) ? el : [...el.labels].find(f.visible);
  })()`;
}
