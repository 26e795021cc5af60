// The smallest arguments a tool's input schema (JSON Schema) accepts: only the required properties,
// each the least value of its type. Undefined when a required value cannot be built with confidence
// (a pattern, a format, a reference, a non-empty array…): such a tool is not called.
type Schema = Record<string, unknown>;

const isSchema = (v: unknown): v is Schema => !!v && typeof v === 'object' && !Array.isArray(v);

export function minimalArguments(schema: unknown): Record<string, unknown> | undefined {
  if (!isSchema(schema)) return {};
  const value = minimalValue({ type: 'object', ...schema });
  return isSchema(value) ? value : undefined;
}

function minimalValue(s: Schema): unknown {
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum.length ? s.enum[0] : undefined;
  if ('default' in s) return s.default;
  if (s.$ref || s.pattern || s.format || s.allOf || s.not) return undefined;
  const alternatives = (s.anyOf ?? s.oneOf) as unknown;
  if (Array.isArray(alternatives))
    return alternatives
      .filter(isSchema)
      .map(minimalValue)
      .find((v) => v !== undefined);
  const type = Array.isArray(s.type) ? (s.type.includes('null') ? 'null' : s.type[0]) : s.type;
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return false;
    case 'string': {
      const min = typeof s.minLength === 'number' ? s.minLength : 0;
      return min <= 64 ? 'x'.repeat(Math.max(min, 1)).slice(0, typeof s.maxLength === 'number' ? s.maxLength : undefined) : undefined;
    }
    case 'integer':
    case 'number': {
      const lo =
        typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? Math.floor(s.exclusiveMinimum) + 1 : 0;
      const hi = typeof s.maximum === 'number' ? s.maximum : undefined;
      return hi !== undefined && hi < lo ? undefined : lo;
    }
    case 'array':
      return typeof s.minItems === 'number' && s.minItems > 0 ? undefined : [];
    case 'object':
    case undefined: {
      const props = isSchema(s.properties) ? s.properties : {};
      const out: Record<string, unknown> = {};
      for (const name of Array.isArray(s.required) ? s.required.filter((n): n is string => typeof n === 'string') : []) {
        const prop = props[name];
        const v = isSchema(prop) ? minimalValue(prop) : undefined;
        if (v === undefined) return undefined;
        out[name] = v;
      }
      return out;
    }
    default:
      return undefined;
  }
}
