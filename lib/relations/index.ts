// The relations of the text, each applied by the generator to every member of the model it governs
// (suites/relations/<id>.test.ts). Adding one: a module of this folder exporting a Relation, a line
// here, and its suite file (generate(RELATION)); the self-test (test/unit/relations.test.ts) says
// which of them is missing.
import { emptyValue } from './empty-value.ts';
import { getPost } from './get-post.ts';
import { lifetimes } from './lifetimes.ts';
import { jwtForged } from './jwt-forged.ts';
import { omittedOptional } from './omitted-optional.ts';
import { repeated } from './repeated.ts';
import { unrecognized } from './unrecognized.ts';
import { allowIn405, methodNotAllowed } from './http-methods.ts';
import { headWhereGet, unknownMethod } from './http-head.ts';
import { contentType, dateField } from './http-fields.ts';
import type { Relation } from './types.ts';

export const RELATIONS: readonly Relation[] = [
  emptyValue,
  unrecognized,
  repeated,
  omittedOptional,
  getPost,
  methodNotAllowed,
  allowIn405,
  headWhereGet,
  unknownMethod,
  dateField,
  contentType,
  lifetimes,
  jwtForged,
];

export function relation(id: string): Relation {
  const r = RELATIONS.find((x) => x.id === id);
  if (!r) throw new Error(`unknown relation "${id}" (lib/relations/index.ts)`);
  return r;
}
