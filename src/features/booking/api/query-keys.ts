// The booking page's query keys: one factory, the only place they are written.
const all = ['booking'] as const;

export const bookingKeys = {
  all,
  view: (token: string) => [...all, token] as const,
};
