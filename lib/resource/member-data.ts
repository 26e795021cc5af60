// What marks a member's data in an answer: a configured member's e-mail, or the member's own
// `viewer` e-mail or id (ids shorter than 4 characters are left out: they match too much by chance).
export interface Needles {
  emails: string[];
  ids: string[];
  /** the needles found in an answer (its JSON, and JSON embedded in its text content) */
  find(answer: unknown): string[];
}

export function memberNeedles(members: { username: string }[], viewer: Record<string, unknown> | undefined): Needles {
  const emails = [
    ...new Set(
      [...members.map((m) => m.username), viewer?.email]
        .filter((e): e is string => typeof e === 'string' && e.includes('@'))
        .map((e) => e.toLowerCase()),
    ),
  ];
  const id = viewer?.id;
  const ids = (typeof id === 'string' || typeof id === 'number') && String(id).length >= 4 ? [String(id)] : [];
  return {
    emails,
    ids,
    find(answer) {
      const text = JSON.stringify(answer ?? null).toLowerCase();
      const leaves = new Set(jsonLeaves(answer, true));
      return [
        ...emails.filter((e) => text.includes(e)).map((e) => `e-mail ${e}`),
        ...ids.filter((i) => leaves.has(i)).map((i) => `member id ${i}`),
      ];
    },
  };
}

/** Every string and number leaf of a JSON value (as strings); `intoStrings`: also inside strings that hold JSON. */
export function jsonLeaves(value: unknown, intoStrings = false, out: string[] = []): string[] {
  if (typeof value === 'number') out.push(String(value));
  else if (typeof value === 'string') {
    out.push(value);
    if (intoStrings && /^\s*[[{]/.test(value)) {
      try {
        jsonLeaves(JSON.parse(value), true, out);
      } catch {
        /* not JSON */
      }
    }
  } else if (value && typeof value === 'object') for (const v of Object.values(value)) jsonLeaves(v, intoStrings, out);
  return out;
}

/** A 2xx /account/graphql answer that holds the viewer's data (a non-null viewer): member data an answer shows. */
export function showsMemberData(res: { status: number; json(): unknown }): boolean {
  const viewer = (res.json() as { data?: { viewer?: unknown } } | undefined)?.data?.viewer;
  return res.status >= 200 && res.status < 300 && viewer !== null && viewer !== undefined;
}
