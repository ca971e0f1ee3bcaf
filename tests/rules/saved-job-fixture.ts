/** A saved job with every field its rule asks for (users/{uid}/savedJobs/{jobId}). */
export const savedJobData = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: 'Frontend Engineer',
  company: 'Acme',
  location: 'Berlin, Germany',
  remote: true,
  description: 'Build things.',
  postedDate: '2026-11-01T00:00:00.000Z',
  applyUrl: 'https://careers.example.com/acme/job',
  salary: 100_000,
  type: 'Full-time',
  skills: ['React'],
  experience: 'Mid level',
  savedAt: '2026-11-22T10:00:00.000Z',
  ...extra,
});
