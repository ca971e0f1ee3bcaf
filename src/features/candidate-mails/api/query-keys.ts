// The query keys of a company's candidate mails: its own templates and its response promise.
// Every query and invalidation of the feature takes its key here.
export const candidateMailKeys = {
  all: (companyId: string) => ['candidate-mails', companyId] as const,
  templates: (companyId: string) => ['candidate-mails', companyId, 'templates'] as const,
  promise: (companyId: string) => ['candidate-mails', companyId, 'promise'] as const,
};
