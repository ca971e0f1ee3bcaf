// The query keys of billing: every query and invalidation of the feature takes its key here.
export const billingKeys = {
  all: (companyId: string) => ['billing', companyId] as const,
  subscription: (companyId: string) => ['billing', companyId, 'subscription'] as const,
  invoices: (companyId: string) => ['billing', companyId, 'invoices'] as const,
};
