// What Firebase Hosting sends, read from the Hosting emulator serving the built app: the security
// headers on every page and on the API, the CSP with the local suite's emulators added, and no
// source maps.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulators, hostingUrl, ROOT } from '../../scripts/lib/emulator-config';
import { inlineScriptHashes } from '../../scripts/lib/csp';

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map((parts) => [parts[0]!, parts.slice(1)] as const),
  );

describe('Hosting headers', () => {
  it.each(['/', '/auth/login', '/dashboard/job-seeker', '/api/health'])(
    'sends CSP, HSTS, Permissions-Policy and COOP on %s',
    async (page) => {
      const response = await fetch(`${hostingUrl}${page}`);
      expect(response.status).toBe(200);
      const headers = response.headers;
      const csp = directives(headers.get('content-security-policy') ?? '');
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      // no 'unsafe-inline' or 'unsafe-eval' for scripts: the one inline script goes by its hash
      const scripts = csp.get('script-src') ?? [];
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      // the local build may reach the emulators, and only those
      const connect = csp.get('connect-src') ?? [];
      for (const name of ['auth', 'firestore', 'functions'] as const) {
        expect(connect).toContain(`http://${emulators[name].host}:${emulators[name].port}`);
      }
      expect(headers.get('strict-transport-security')).toBe(
        'max-age=63072000; includeSubDomains; preload',
      );
      const permissions = headers.get('permissions-policy') ?? '';
      expect(permissions).toContain('microphone=(self)');
      expect(permissions).toContain('camera=()');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('allows the served page’s inline script by its hash', async () => {
    const html = await (await fetch(`${hostingUrl}/auth/login`)).text();
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(1);
    const csp = directives(
      (await fetch(`${hostingUrl}/auth/login`)).headers.get('content-security-policy') ?? '',
    );
    expect(csp.get('script-src')).toContain(hashes[0]);
  });

  it('serves no source maps: none in the build, and a guessed map address is only the page', async () => {
    const served = path.join(ROOT, 'test-results', 'suite', 'app', 'assets');
    const files = readdirSync(served);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const script = files.find((file) => file.endsWith('.js'))!;
    expect(readFileSync(path.join(served, script), 'utf8')).not.toContain('sourceMappingURL');
    const response = await fetch(`${hostingUrl}/assets/${script}.map`);
    const body = await response.text();
    expect(body).not.toContain('"mappings"');
    expect(response.headers.get('content-type')).toContain('text/html');
  });
});
