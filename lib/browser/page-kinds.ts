// Recognising pages by what is on them, the way a person would: a login page asks for
// credentials, a consent page offers to allow or deny (or asks to choose: scopes to tick, "Grant
// access", then "Continue"), an interstitial only asks to go on ("Continue"). Shared by every login
// strategy; read in one look at the page (lib/browser/dom.ts).
import type { Tab } from './tab.ts';
import { survey, type Survey } from './dom.ts';

export type PageKind = 'login' | 'consent' | 'interstitial' | 'unknown';

export const APPROVE = /^\s*(allow|approve|authori[sz]e|accept|agree|grant|consent|yes|continue)\b/i;
export const DENY = /^\s*(deny|decline|reject|refuse|cancel|don'?t allow|do not allow|no)\b/i;
export const SUBMIT = /^\s*(sign ?in|log ?in|next|continue|submit|weiter|anmelden)\b/i;
/** a link that declines, anywhere in its name ("[ Cancel ]") */
const DECLINE = /\b(deny|decline|reject|refuse|cancel|abort)\b/i;
/** the one button of a page that only asks to go on */
export const PROCEED = /^\s*(continue|next|proceed|ok|weiter|fortfahren)\b/i;
/** an affirmative answer that is more than going on ("Grant access", not "Continue") */
export const GRANT = /^\s*(allow|approve|authori[sz]e|accept|agree|grant|consent|yes)\b/i;
/** a button that signs the member out or changes the account: never the answer to a consent */
export const SIGN_OUT =
  /\b(log ?out|sign ?out|log ?off|sign ?off|abmelden|not you|switch (account|user)|(another|other|different) (account|user)|someone else)\b/i;

/** `seen`: the page's survey when it was just read (lib/browser/observe.ts), else it is read now. */
export async function classifyPage(tab: Tab, seen?: Survey): Promise<PageKind> {
  return kindOf(seen ?? (await survey(tab)));
}

export function kindOf(s: Survey): PageKind {
  if (s.password || s.username) return 'login';
  const named = (re: RegExp) => s.buttons.some((b) => re.test(b));
  if ((named(APPROVE) && named(DENY)) || asksToChoose(s)) return 'consent';
  if (isInterstitial(s)) return 'interstitial';
  return 'unknown';
}

/**
 * A consent that asks the member to choose: checkboxes (the scopes), an affirmative button and a
 * button that leads on ("Grant access", "Continue"), whatever else it offers ("Logout"). Approving
 * is ticking, the affirmative button, then going on; going on with nothing ticked refuses.
 */
export function asksToChoose(s: Survey): boolean {
  const named = (re: RegExp) => s.buttons.some((b) => re.test(b) && !SIGN_OUT.test(b));
  return s.checkboxes > 0 && named(GRANT) && named(PROCEED);
}

/**
 * A page whose only control is one "Continue"-like button ("You are signed in as …, Continue"):
 * no form field to fill, no other button, and nothing that declines (a consent page with a
 * "Cancel" link is a consent page for a script strategy to answer, never one to click through).
 */
function isInterstitial(s: Survey): boolean {
  return s.buttons.length === 1 && PROCEED.test(s.buttons[0]!) && !s.links.some((l) => DECLINE.test(l)) && s.fields === 0;
}
