// The query keys of integrations: every query and invalidation of the feature takes its key here.
export const integrationsKeys = {
  all: ['integrations'] as const,
  webhooks: (companyId: string) => ['integrations', companyId, 'webhooks'] as const,
  deliveries: (companyId: string) => ['integrations', companyId, 'deliveries'] as const,
};
