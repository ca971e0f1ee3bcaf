// The query keys of the interview screens: every query and invalidation of the feature takes its
// key here.
export const interviewKeys = {
  all: ['interviews'] as const,
  company: (companyId: string) => ['interviews', 'company', companyId] as const,
  range: (companyId: string, from: number, to: number | null) =>
    ['interviews', 'company', companyId, 'range', from, to ?? 'open'] as const,
  application: (companyId: string, applicationId: string) =>
    ['interviews', 'company', companyId, 'application', applicationId] as const,
  one: (interviewId: string) => ['interviews', 'one', interviewId] as const,
  scorecards: (interviewId: string) => ['interviews', 'one', interviewId, 'scorecards'] as const,
  ownScorecard: (interviewId: string, uid: string) =>
    ['interviews', 'one', interviewId, 'scorecard', uid] as const,
  interviewers: (companyId: string) => ['interviews', 'interviewers', companyId] as const,
  notices: (uid: string) => ['interviews', 'notices', uid] as const,
  feed: (uid: string) => ['interviews', 'feed', uid] as const,
  workingHours: (uid: string) => ['interviews', 'workingHours', uid] as const,
};
