// One TanStack Query key per client data category of SPEC section 3. A key is the category,
// optionally followed by parameters: `queryKeys.transactions(filters)`. Invalidating
// `queryKeys.transactions()` matches every filtered variant, as TanStack matches by prefix.

export const QUERY_CATEGORIES = [
  'adminUsers',
  'adminUserDetails',
  'adminStats',
  'adminPlans',
  'adminUserTransactions',
  'adminCompanySettings',
  'adminAnalytics',
  'profile',
  'products',
  'transactions',
  'revenue',
  'notifications',
  'announcements',
  'subscriptionPlans',
  'aiInsights',
  'webhook',
  'feeBalance',
  'invoices',
  'invoiceDetails',
] as const;

export type QueryCategory = (typeof QUERY_CATEGORIES)[number];

type KeyBuilder<C extends QueryCategory> = <P extends readonly unknown[]>(
  ...params: P
) => readonly [C, ...P];

function keyFor<C extends QueryCategory>(category: C): KeyBuilder<C> {
  return (...params) => [category, ...params] as const;
}

export const queryKeys = Object.fromEntries(
  QUERY_CATEGORIES.map((category) => [category, keyFor(category)]),
) as { readonly [C in QueryCategory]: KeyBuilder<C> };
