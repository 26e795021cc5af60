// A Playwright trace with no secret left in it: every JSON line of its trace and network files is
// masked by name (JSON members, {name, value} pairs such as headers and form fields, URLs' query
// and fragment parameters, form bodies), then every text of the archive by the values so learnt and
// those the harness already knows. What is not text (images, fonts) cannot be read for secrets, so
// it is left out and named.
import { maskJson, maskKnownSecrets, maskParams, maskUrl } from '../http/mask.ts';
import { isSecretName } from '../http/secret-names.ts';
import { readZip, writeZip, type ZipEntry } from './zip.ts';

export function maskTrace(raw: Buffer): { zip: Buffer; leftOut: string[] } {
  const leftOut: string[] = [];
  const kept: ZipEntry[] = [];
  for (const e of readZip(raw)) {
    const text = asText(e.data);
    if (text === undefined) leftOut.push(e.name);
    else kept.push({ name: e.name, data: Buffer.from(/\.(trace|network|stacks)$/.test(e.name) ? maskLines(text) : maskText(text)) });
  }
  // a second pass: values masked by name anywhere are masked everywhere
  const zip = writeZip(kept.map((e) => ({ name: e.name, data: Buffer.from(maskKnownSecrets(e.data.toString('utf8'))) })));
  return { zip, leftOut };
}

function maskLines(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      if (!line.trim()) return line;
      try {
        return JSON.stringify(deepMask(JSON.parse(line)));
      } catch {
        return maskText(line);
      }
    })
    .join('\n');
}

/** maskJson, plus what a trace holds: {name, value} pairs and strings that are URLs or form bodies. */
function deepMask(v: unknown): unknown {
  if (typeof v === 'string') return maskString(v);
  if (Array.isArray(v)) return v.map(deepMask);
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  const pairSecret = typeof o.name === 'string' && isSecretName(o.name);
  const out = maskJson(Object.fromEntries(Object.entries(o).map(([k, x]) => [k, deepMask(x)]))) as Record<string, unknown>;
  if (pairSecret && typeof out.value === 'string' && out.value !== '') out.value = maskJson(out.value, true);
  return out;
}

function maskString(s: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\/\S*[?#]/i.test(s)) return maskUrl(s);
  if (/^[^\s=&]+=[^\s&]*(&[^\s=&]+=[^\s&]*)*$/.test(s)) return maskParams(s);
  return s;
}

function maskText(text: string): string {
  try {
    return JSON.stringify(deepMask(JSON.parse(text)));
  } catch {
    return text;
  }
}

/** The data as UTF-8 text, or undefined for binary (a NUL, or bytes that are not UTF-8). */
function asText(data: Buffer): string | undefined {
  if (data.includes(0)) return undefined;
  const text = data.toString('utf8');
  return Buffer.from(text, 'utf8').equals(data) ? text : undefined;
}
