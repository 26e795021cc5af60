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
      const leaves = new Set<string>();
      collect(answer, leaves);
      return [
        ...emails.filter((e) => text.includes(e)).map((e) => `e-mail ${e}`),
        ...ids.filter((i) => leaves.has(i)).map((i) => `member id ${i}`),
      ];
    },
  };
}

/** Every string and number leaf, descending into strings that hold JSON. */
function collect(value: unknown, out: Set<string>): void {
  if (typeof value === 'number') out.add(String(value));
  else if (typeof value === 'string') {
    out.add(value);
    if (/^\s*[[{]/.test(value)) {
      try {
        collect(JSON.parse(value), out);
      } catch {
        /* not JSON */
      }
    }
  } else if (Array.isArray(value)) value.forEach((v) => collect(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => collect(v, out));
}
