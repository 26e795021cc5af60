// Member names an object holds twice, as sent: JSON.parse keeps the last of them, so a document
// that breaks "member names MUST be unique" (RFC 7517 §4, §5; RFC 7515 §4; RFC 7519 §4) can only
// be seen in its text. Each duplicate comes with the path of the object holding it.

export interface Duplicate {
  /** where the object is, e.g. `$` or `$.keys[0]` */
  path: string;
  name: string;
}

export function duplicateMembers(text: string): Duplicate[] {
  const found: Duplicate[] = [];
  const stack: { kind: 'object' | 'array'; path: string; names?: Set<string>; index: number; key?: string }[] = [];
  const here = () => stack[stack.length - 1];
  const childPath = () => {
    const top = here();
    if (!top) return '$';
    return top.kind === 'array' ? `${top.path}[${top.index}]` : `${top.path}.${top.key ?? '?'}`;
  };
  let i = 0;
  let expectKey = false;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"') {
      let j = i + 1;
      let s = '';
      while (j < text.length && text[j] !== '"') {
        if (text[j] === '\\') {
          s += text.slice(j, j + 2);
          j += 2;
        } else s += text[j++];
      }
      const top = here();
      if (top?.kind === 'object' && expectKey) {
        const name = JSON.parse(`"${s}"`) as string;
        if (top.names!.has(name)) found.push({ path: top.path, name });
        top.names!.add(name);
        top.key = name;
        expectKey = false;
      }
      i = j + 1;
      continue;
    }
    if (ch === '{') {
      stack.push({ kind: 'object', path: childPath(), names: new Set(), index: 0 });
      expectKey = true;
    } else if (ch === '[') {
      stack.push({ kind: 'array', path: childPath(), index: 0 });
    } else if (ch === '}' || ch === ']') {
      stack.pop();
    } else if (ch === ',') {
      const top = here();
      if (top?.kind === 'array') top.index++;
      else expectKey = true;
    }
    i++;
  }
  return found;
}
