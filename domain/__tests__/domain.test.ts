// The domain layer's boundary: its modules import the contracts, each other and `ics` (the calendar
// format the app downloads and the mails attach), nothing else of the project and no SDK, and
// always with the `.js` extension the functions' Node build needs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const domain = path.join(import.meta.dirname, '..');
const contracts = path.join(domain, '..', 'contracts');

const modules = readdirSync(domain, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.ts') && !file.split(path.sep).includes('__tests__'),
);

/** The modules `file` imports, as written. */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(domain, file), 'utf8');
  return [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]!);
}

/** Why `file` may not import `target`, or null when it may. */
function problemOf(file: string, target: string): string | null {
  if (!target.startsWith('.')) return target === 'ics' ? null : 'a package other than ics';
  if (!target.endsWith('.js')) return 'without the .js extension';
  const resolved = path.resolve(path.dirname(path.join(domain, file)), target);
  const inside = [domain, contracts].some(
    (root) => path.relative(root, resolved).split(path.sep)[0] !== '..',
  );
  return inside ? null : 'outside domain/ and contracts/';
}

describe('the domain', () => {
  it('has modules to check, samples included', () => {
    expect(modules).toContain('job-search-params.ts');
    expect(modules).toContain(path.join('samples', 'candidates.ts'));
  });

  it('imports nothing but the contracts, its own modules and ics', () => {
    const problems = modules.flatMap((file) =>
      importsOf(file).flatMap((target) => {
        const problem = problemOf(file, target);
        return problem ? [`${file} imports ${target}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });
});
