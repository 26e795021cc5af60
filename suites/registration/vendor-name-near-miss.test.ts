// A vendor integration is matched by its client_name: a name that is another name (longer, shorter,
// spelt with a letter of another script) may be refused or registered as a client of its own, but never
// gets the integration's client_id (spec Authentication 4; RFC 7591 §5: client metadata are
// self-asserted). How exactly the name is compared the text leaves open: a match that ignores letter
// case, spaces around it or compatibility forms (NFKC) is a warning with that reading
// (authentication/4/vendor-client-name-exact). No redirect URI is sent, as for the vendor's own name.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { config, target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, notTestable, show } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';

const vendorName = (): string => {
  const vendor = config().vendor;
  if (!vendor) notTestable('configure vendor.clientName (the client_name of a pre-registered vendor integration)');
  return vendor.clientName;
};

const clientIdOf = async (name: string) => {
  const res = await registerRequest(target(), { client_name: name });
  const id = (res.json() as { client_id?: unknown } | undefined)?.client_id;
  return { res, id: res.status >= 200 && res.status < 300 && typeof id === 'string' ? id : undefined };
};

/** The integration's client_id: configured, or what its exact name is given (authentication/4/vendor-client-name judges that). */
const vendorClientId = once(
  'the vendor integration’s client_id',
  async () => config().vendor?.clientId ?? (await clientIdOf(vendorName())).id,
);

/** Latin letters and the Cyrillic letters drawn alike (U+0410…): the name spelt with the first one that has a twin. */
const CYRILLIC: Record<string, string> = {
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
  a: 'а',
  c: 'с',
  e: 'е',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
};
const cyrillic = (name: string) => {
  const i = [...name].findIndex((ch) => ch in CYRILLIC);
  return i < 0 ? undefined : [...name].map((ch, j) => (j === i ? CYRILLIC[ch] : ch)).join('');
};
/** Fullwidth forms (U+FF01…U+FF5E), which NFKC folds back to ASCII. */
const fullwidth = (name: string) => name.replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));
const swapCase = (name: string) => [...name].map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase())).join('');

type Clause = 'authentication/4/vendor-client-name' | 'authentication/4/vendor-client-name-exact';
const OTHER_NAME: Clause = 'authentication/4/vendor-client-name';
const LOOSE_MATCH: Clause = 'authentication/4/vendor-client-name-exact';

const nearMisses: [Clause, string, (name: string) => (string | undefined)[]][] = [
  [OTHER_NAME, 'the name with a suffix, "<name> (copy)"', (n) => [`${n} (copy)`]],
  [OTHER_NAME, 'the name with a prefix, "Copy of <name>"', (n) => [`Copy of ${n}`]],
  [OTHER_NAME, 'a part of the name (its last character dropped)', (n) => [n.slice(0, -1)]],
  [OTHER_NAME, 'the name with one Latin letter spelt in the Cyrillic letter drawn alike', (n) => [cyrillic(n)]],
  [LOOSE_MATCH, 'the name in other case (each letter’s case swapped)', (n) => [swapCase(n)]],
  [LOOSE_MATCH, 'the name with spaces around it', (n) => [` ${n} `]],
  [LOOSE_MATCH, 'the name in fullwidth forms (NFKC folds them to it)', (n) => [fullwidth(n)]],
];

async function judge(t: CheckContext, clause: Clause, variants: (string | undefined)[]): Promise<void> {
  const names = variants.filter((v): v is string => !!v && v !== vendorName());
  if (!names.length)
    notTestable(`a vendor.clientName this near miss can be made of (${show(vendorName())} has none of the letters it changes)`);
  const own = await vendorClientId(t);
  // the near misses are judged against the integration's client_id: the plain match reports its absence
  if (own === undefined)
    blocked('authentication/4/vendor-client-name', 'the vendor integration’s exact client_name gets no client_id to compare with');
  for (const name of names) {
    const { res, id } = await clientIdOf(name);
    if (id === own)
      fail(
        clause === OTHER_NAME
          ? 'a name that only resembles a vendor integration’s is not that integration'
          : 'the name is best matched as registered (the text leaves the comparison to the server: a warning)',
        `one of: a refusal; a client_id other than the integration’s ${show(own)}`,
        `client_name ${show(name)}: ${describeResponse(res)}`,
      );
  }
}

for (const [clause, what, variants] of nearMisses) {
  check(clause, `POST register {client_name: ${what}} → never the integration's client_id`, async (t) => {
    await judge(t, clause, variants(vendorName()));
  });
}
