// The requirement inventory of RFC 8707 Resource Indicators (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const rfc8707: Source = {
  id: 'rfc8707',
  cite: 'RFC 8707',
  title: 'RFC 8707 Resource Indicators',
  scope: 'the resource parameter binding member tokens to the service origin',
  requirements: [],
};
