// The characters RFC 6749 allows in an error response's error_description (%x20-21 / %x23-5B /
// %x5D-7E: printable ASCII without '"' and '\') and error_uri (a URI reference: %x21 / %x23-5B /
// %x5D-7E, no space either), §4.1.2.1 for the redirect and §5.2 for the token endpoint.

const ALLOWED = {
  error_description: /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/,
  error_uri: /^[\x21\x23-\x5b\x5d-\x7e]*$/,
} as const;

export type ErrorParam = keyof typeof ALLOWED;

export const ERROR_PARAM_EXPECTED: Record<ErrorParam, string> = {
  error_description: 'printable ASCII without " and \\ (%x20-21 / %x23-5B / %x5D-7E)',
  error_uri: 'a URI reference of %x21 / %x23-5B / %x5D-7E (printable ASCII without space, " and \\)',
};

/** One line per value that breaks the rule, naming its first offending character. */
export function errorParamProblems(values: readonly unknown[], name: ErrorParam): string[] {
  return values.flatMap((v) => {
    if (typeof v !== 'string') return [`${name} is not a string: ${JSON.stringify(v)}`];
    if (ALLOWED[name].test(v)) return [];
    const bad = [...v].find((ch) => !ALLOWED[name].test(ch))!;
    return [`${name} ${JSON.stringify(v.slice(0, 120))} holds U+${bad.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`];
  });
}
