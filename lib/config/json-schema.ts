// The published JSON Schema of the target config file, generated from the zod schema.
import { z } from 'zod';
import { ConfigFile } from './schema.ts';

export function configJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(ConfigFile, { io: 'input', unrepresentable: 'any' }),
    title: 'course-school-conformance target configuration',
  };
}
