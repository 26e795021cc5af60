// The spec's Scopes table, as data.

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

export const MEMBER_AUDIENCE_SCOPES = RESOURCE_SCOPES['account (member audience)']!;
export const ALL_SCOPES: readonly string[] = [...IDENTITY_SCOPES, ...Object.values(RESOURCE_SCOPES).flat()];
