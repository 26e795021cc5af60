// What the target's own documents say it offers (lib/surface/model.ts surfaceOf), for the checks
// generated from the static model: a place about a feature the target does not offer is skipped.
import { target } from '../harness/context.ts';
import { surfaceOf, type Feature } from '../surface/model.ts';

/** Offered, or not told (a document that says nothing is no refusal); false only where it says not. */
export function featureOffered(feature: Feature): boolean {
  return surfaceOf(target()).features[feature] !== false;
}
