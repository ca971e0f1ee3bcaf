// The query keys of the team screen: every query and invalidation of the feature takes its key
// here; `all` is the prefix of one company's.
export const teamKeys = {
  all: (companyId: string) => ['team', companyId] as const,
  company: (companyId: string) => ['team', companyId, 'company'] as const,
  members: (companyId: string) => ['team', companyId, 'members'] as const,
  invitations: (companyId: string) => ['team', companyId, 'invitations'] as const,
};
