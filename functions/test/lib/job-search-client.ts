// The job search over HTTP, as a signed-out visitor: each request from an address of its own (a
// test header the rate limit reads, see failed-sign-in.test.ts), so no test meets another's limit.
import { expect } from 'vitest';
import { hostingUrl } from '../../../scripts/lib/emulator-config.ts';
import type { JobSearchResponse } from '../../src/contracts.ts';
import { TEST_CLIENT_HEADER } from '../../src/lib/rate-limit.ts';
import type { Harness } from './callable-harness.ts';

export function jobSearchClient(h: Harness) {
  /** An address of its own. */
  const client = () => h.unique(`client-${Math.random().toString(36).slice(2)}`);

  function search(query: string, headers: Record<string, string> = {}) {
    return fetch(`${hostingUrl}/api/jobs/search?${query}`, {
      headers: { [TEST_CLIENT_HEADER]: client(), ...headers },
    });
  }

  /** A search that must answer 200: its body. */
  async function searchBody(query: string): Promise<JobSearchResponse> {
    const response = await search(query);
    expect(response.status).toBe(200);
    return (await response.json()) as JobSearchResponse;
  }

  return { client, search, searchBody };
}
