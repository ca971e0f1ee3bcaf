// The Content-Security-Policy lives in firebase.json (Hosting sends it). The local suite's copy of
// firebase.json adds the emulators the local build talks to: only there may the app reach them.
import { createHash } from 'node:crypto';

export const CSP_HEADER = 'Content-Security-Policy';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** `csp` with `origins` added to connect-src. */
export function withConnectSources(csp: string, origins: readonly string[]): string {
  return csp
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) =>
      directive.startsWith('connect-src ') ? [directive, ...origins].join(' ') : directive,
    )
    .join('; ');
}

/** The Hosting header rules with the emulators' origins allowed to connect (a new array). */
export function localHeaderRules(
  rules: readonly HeaderRule[],
  emulatorOrigins: readonly string[],
): HeaderRule[] {
  return rules.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === CSP_HEADER
        ? { ...header, value: withConnectSources(header.value, emulatorOrigins) }
        : header,
    ),
  }));
}

/** The CSP source of each inline script of an HTML page ('sha256-…'). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
}
