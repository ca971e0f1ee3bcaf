// The engines the search contract tests run on: PGlite always (as npm start and the suite run
// it), and a real PostgreSQL 15 when its server is installed (Debian's postgresql-15: CI installs
// it), as a throw-away cluster that only these tests start and stop.
import { openEmbeddedEngine, type EmbeddedEngine } from '../../scripts/lib/search-engine.ts';
import { openPostgres, postgresInstalled } from '../../scripts/lib/search-postgres.ts';

export interface EngineKind {
  name: string;
  open: () => Promise<EmbeddedEngine>;
}

/** PGlite, and PostgreSQL 15 when it is installed here. */
export function engineKinds(): EngineKind[] {
  const kinds: EngineKind[] = [{ name: 'PGlite', open: () => openEmbeddedEngine({}) }];
  if (postgresInstalled()) kinds.push({ name: 'PostgreSQL 15', open: openPostgres });
  return kinds;
}
