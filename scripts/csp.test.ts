// firebase.json's Content-Security-Policy: the production policy, with the inline theme script of
// index.html and the prerendered pages' loader and person script allowed by their hashes and no local host in it; the local suite adds its emulators.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSP_HEADER, inlineScriptHashes, localHeaderRules, withConnectSources } from './lib/csp.ts';
import { ROOT } from './lib/emulator-config.ts';
import { PAGE_LOADER, PERSON_HINT } from './lib/prerender-pages.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};
const everyPage = firebaseJson.hosting.headers.find((rule) => rule.source === '**')!;
const header = (key: string) => everyPage.headers.find((entry) => entry.key === key)?.value;

describe('the Content-Security-Policy of firebase.json', () => {
  it('allows index.html’s inline script by its hash (change one, change the other)', () => {
    const hashes = inlineScriptHashes(readFileSync(path.join(ROOT, 'index.html'), 'utf8'));
    expect(hashes).toHaveLength(1);
    expect(header(CSP_HEADER)).toContain(`script-src 'self' ${hashes[0]}`);
  });

  it.each([
    ['loader', PAGE_LOADER],
    ['dashboard frames’ person script', PERSON_HINT],
  ])('allows the prerendered pages’ %s by its hash (change one, change the other)', (_, script) => {
    const hash = createHash('sha256').update(script).digest('base64');
    expect(header(CSP_HEADER)).toMatch(new RegExp(`script-src [^;]*'sha256-${escape(hash)}'`));
  });

  it('names no local host: the emulators are allowed only in the local suite’s copy', () => {
    expect(header(CSP_HEADER)).not.toMatch(/localhost|127\.0\.0\.1|http:/);
  });

  it('adds origins to connect-src only', () => {
    const csp = "default-src 'self'; connect-src 'self' https://x.test; img-src 'self'";
    expect(withConnectSources(csp, ['http://127.0.0.1:8080'])).toBe(
      "default-src 'self'; connect-src 'self' https://x.test http://127.0.0.1:8080; img-src 'self'",
    );
    const local = localHeaderRules(firebaseJson.hosting.headers, ['http://127.0.0.1:9099']);
    const localCsp = local
      .find((rule) => rule.source === '**')!
      .headers.find((entry) => entry.key === CSP_HEADER)!.value;
    expect(localCsp).toContain('http://127.0.0.1:9099');
    // the committed rules are left as they are
    expect(header(CSP_HEADER)).not.toContain('127.0.0.1');
  });
});
