// Recognising pages by what is on them, the way a person would: a login page asks for
// credentials, a consent page offers to allow or deny, an interstitial only asks to go on
// ("Continue"). Shared by every login strategy; read in one look at the page (lib/browser/dom.ts).
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

/** `seen`: the page's survey when it was just read (lib/browser/observe.ts), else it is read now. */
export async function classifyPage(tab: Tab, seen?: Survey): Promise<PageKind> {
  return kindOf(seen ?? (await survey(tab)));
}

export function kindOf(s: Survey): PageKind {
  if (s.password || s.username) return 'login';
  const named = (re: RegExp) => s.buttons.some((b) => re.test(b));
  if (named(APPROVE) && named(DENY)) return 'consent';
  if (isInterstitial(s)) return 'interstitial';
  return 'unknown';
}

/**
 * A page whose only control is one "Continue"-like button ("You are signed in as …, Continue"):
 * no form field to fill, no other button, and nothing that declines (a consent page with a
 * "Cancel" link is a consent page for a script strategy to answer, never one to click through).
 */
function isInterstitial(s: Survey): boolean {
  return s.buttons.length === 1 && PROCEED.test(s.buttons[0]!) && !s.links.some((l) => DECLINE.test(l)) && s.fields === 0;
}
