/** One document the seed writes: its path and its data (checked against its contract first). */
export interface SeedDoc {
  path: string;
  data: Record<string, unknown>;
}
