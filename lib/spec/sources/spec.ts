// The requirement inventory of Course-School Service OAuth 2.0 Access and Account API (the seed spec) (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const spec: Source = {
  id: 'spec',
  cite: 'the spec',
  title: 'Course-School Service OAuth 2.0 Access and Account API (the seed spec)',
  scope: 'the service itself: every statement it makes of the server',
  requirements: [],
};
