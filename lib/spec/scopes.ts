// The spec's Scopes table, as data, and the one place that says which audience a scope belongs to.

export const IDENTITY_SCOPES = ['openid', 'profile', 'email'] as const;

export const RESOURCE_SCOPES: Record<string, readonly string[]> = {
  courses: ['courses:read', 'courses:write'],
  students: ['students:read', 'students:write'],
  members: ['members:read', 'members:write'],
  analytics: ['analytics:read'],
  curriculum: ['curriculum:read', 'curriculum:write'],
  orders: ['orders:read'],
  school: ['school:read', 'school:write'],
  appearance: ['appearance:read', 'appearance:write'],
  events: ['events:read', 'events:write'],
  'membership plans': ['membership_plans:read', 'membership_plans:write'],
  coupons: ['coupons:read', 'coupons:write'],
  posts: ['posts:read', 'posts:write'],
  subscriptions: ['subscriptions:read', 'subscriptions:write'],
  'digital products': ['digital_products:read', 'digital_products:write'],
  comments: ['comments:read'],
  lecturers: ['lecturers:read', 'lecturers:write'],
  storage: ['storage:write'],
  forms: ['forms:read'],
  pages: ['pages:read', 'pages:write'],
  'account (member audience)': ['account:read', 'account:write'],
};

export const ALL_SCOPES: readonly string[] = [...IDENTITY_SCOPES, ...Object.values(RESOURCE_SCOPES).flat()];

export function isIdentityScope(scope: string): boolean {
  return (IDENTITY_SCOPES as readonly string[]).includes(scope);
}

/** account:* — reserved to the member audience (Authentication 7). */
export function isMemberAudienceScope(scope: string): boolean {
  return scope.startsWith('account:');
}

/** An operator scope: neither identity nor member audience (what reaches the admin API). */
export function isOperatorScope(scope: string): boolean {
  return !isIdentityScope(scope) && !isMemberAudienceScope(scope);
}

/** What an unreviewed metadata-document client may ask for: identity scopes and read scopes (Authentication 5). */
export function isReadOrIdentityScope(scope: string): boolean {
  return isIdentityScope(scope) || (scope.endsWith(':read') && !isMemberAudienceScope(scope));
}
