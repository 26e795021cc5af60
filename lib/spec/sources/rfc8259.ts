// The requirement inventory of RFC 8259 The JavaScript Object Notation (JSON) Data Interchange Format
// (lib/spec/sources/types.ts): the service generates JSON in most of its answers and parses the JSON
// bodies of registration, /account/graphql and /mcp. Text: the RFC (rfc-editor.org/rfc/rfc8259).
import type { Source } from './types.ts';
import { JSON_ANSWERS } from './surface-text.ts';

const UNIQUE = 'The names within an object SHOULD be unique.';
const STRICT = `Every answer of ${JSON_ANSWERS}, read as bytes and parsed by a strict RFC 8259 parser (not one that tolerates NaN, Infinity, single quotes, comments, trailing commas, a byte order mark or raw control characters in strings)`;
const JSON_BODIES =
  'the JSON bodies the service parses: a loopback registration, POST /account/graphql (the viewer query) and POST /mcp (initialize)';

export const rfc8259 = {
  id: 'rfc8259',
  cite: 'RFC 8259',
  title: 'RFC 8259 The JavaScript Object Notation (JSON) Data Interchange Format',
  scope: 'every JSON answer the service generates, and the JSON request bodies it parses',
  cites: ['rfc3629', 'rfc5234', 'ecma404'],
  requirements: [
    {
      id: 'rfc8259/3/value',
      keyword: 'MUST',
      section: '3 Values',
      quote: 'A JSON value MUST be an object, array, number, or string, or one of the following three literal names:',
      reading: 'Every value in the service’s JSON is one of these (false, null, true): no undefined, NaN or Infinity.',
      untested: `Judged with rfc8259/10/strict: ${STRICT}.`,
    },
    {
      id: 'rfc8259/3/lowercase-literals',
      keyword: 'MUST',
      section: '3 Values',
      quote: 'The literal names MUST be lowercase.',
      reading: 'The service writes true, false and null, never True or NULL.',
      untested: 'Judged with rfc8259/10/strict.',
    },
    {
      id: 'rfc8259/4/unique-names-jose',
      keyword: 'SHOULD',
      section: '4 Objects',
      quote: UNIQUE,
      reading:
        'Where the JOSE documents make it a MUST, judged on the bytes as sent: the JWK Set and each key in it (rfc7517), the ID token’s header and claims (rfc7515, rfc7519). A duplicate name is read differently by different parsers. Every other JSON the service sends: rfc8259/4/unique-names.',
      checks: ['rfc7517/4/unique-members', 'rfc7517/5/unique-members', 'rfc7519/4/unique-claims', 'rfc7515/4/unique-header-names'],
      breaks: [
        {
          way: 'sends a key of the JWK Set with "kty" twice',
          kind: 'other',
          checks: ['rfc7517/4/unique-members'],
          fault: 'jwks-member-twice',
        },
        { way: 'sends the JWK Set with "keys" twice', kind: 'place', checks: ['rfc7517/5/unique-members'], fault: 'jwks-set-member-twice' },
        {
          way: 'puts "iss" twice in the ID token’s claims',
          kind: 'place',
          checks: ['rfc7519/4/unique-claims'],
          fault: 'id-token-duplicate-claim',
        },
        {
          way: 'puts "typ" twice in the ID token’s header',
          kind: 'place',
          checks: ['rfc7515/4/unique-header-names'],
          fault: 'id-token-duplicate-header',
        },
      ],
    },
    {
      id: 'rfc8259/4/unique-names',
      keyword: 'SHOULD',
      section: '4 Objects',
      quote: UNIQUE,
      reading:
        'The same sentence for every other JSON object the service sends: a token response with access_token twice, a metadata document with issuer twice, an error with error twice are read differently by different clients.',
      untested: `${STRICT}: no object with a member name twice (compared after unescaping).`,
    },
    {
      id: 'rfc8259/7/escapes',
      keyword: 'MUST',
      section: '7 Strings',
      quote:
        'All Unicode characters may be placed within the quotation marks, except for the characters that MUST be escaped: quotation mark, reverse solidus, and the control characters (U+0000 through U+001F).',
      reading:
        'Strings the service writes escape ", \\ and the control characters: an error_description or a client_name with a newline or a quotation mark in it included.',
      untested: `${STRICT}, including a registration whose client_name holds a quotation mark, a reverse solidus and a line feed, echoed in its answer: no raw control character or unescaped quotation mark inside a string.`,
    },
    {
      id: 'rfc8259/8.1/utf-8',
      keyword: 'MUST',
      section: '8.1 Character Encoding',
      quote: 'JSON text exchanged between systems that are not part of a closed ecosystem MUST be encoded using UTF-8 [RFC3629].',
      reading:
        'Every JSON answer is UTF-8, and the JSON bodies clients send are read as UTF-8 (a client_name with non-ASCII characters is the same name).',
      untested: `${STRICT}, decoded with a UTF-8 decoder that fails on an invalid sequence: none fails; and a registration whose client_name is "Café ☕ 例" (UTF-8) is echoed as the same characters.`,
    },
    {
      id: 'rfc8259/8.1/no-bom',
      keyword: 'MUST NOT',
      section: '8.1 Character Encoding',
      quote: 'Implementations MUST NOT add a byte order mark (U+FEFF) to the beginning of a networked-transmitted JSON text.',
      reading: 'No JSON answer begins with EF BB BF.',
      untested: `The first bytes of every answer of ${JSON_ANSWERS}: not EF BB BF.`,
    },
    {
      id: 'rfc8259/9/parser',
      keyword: 'MUST',
      section: '9 Parsers',
      quote: 'A JSON parser MUST accept all texts that conform to the JSON grammar.',
      reading: `The service parses ${JSON_BODIES}: a conforming text is read as its value, whatever its spelling.`,
      untested: `Send ${JSON_BODIES} in equivalent spellings: whitespace and newlines between all tokens, a member name written with \\u escapes ("\\u0072edirect_uris"), "\\/" for each solidus in a URI, the members in another order, a number written with an exponent where one is sent → each answered as the plain spelling is.`,
    },
    {
      id: 'rfc8259/10/strict',
      keyword: 'MUST',
      section: '10 Generators',
      quote: 'The resulting text MUST strictly conform to the JSON grammar.',
      reading:
        'The service generates JSON (its documents, token, registration and error answers, UserInfo, GraphQL and JSON-RPC answers): each is a JSON text by the grammar, nothing looser.',
      untested: `${STRICT}: each parses.`,
    },
  ],
} as const satisfies Source;
