// How a client counts one more audit entry of its own (CLIENT_AUDIT_QUOTA, auditQuotas/{uid}).
import { describe, expect, it } from 'vitest';
import { auditQuotaSteps, CLIENT_AUDIT_QUOTA } from '../audit';

const START = Date.UTC(2026, 10, 27, 9, 0, 0);
const WINDOW_MS = CLIENT_AUDIT_QUOTA.windowSeconds * 1_000;
const fresh = { sameWindow: false, count: 1 };

describe('auditQuotaSteps', () => {
  it('allows 10 entries a minute', () => {
    expect(CLIENT_AUDIT_QUOTA).toEqual({ entries: 10, windowSeconds: 60 });
  });

  it('starts a window with the first entry', () => {
    expect(auditQuotaSteps(null, START)).toEqual([fresh]);
  });

  it('counts on in the window while it has room; a new window comes second', () => {
    const current = { windowStartMs: START, count: 3 };
    expect(auditQuotaSteps(current, START + WINDOW_MS - 1)).toEqual([
      { sameWindow: true, count: 4 },
      fresh,
    ]);
  });

  it('starts a new window once the last is over; the old one comes second', () => {
    const current = { windowStartMs: START, count: 9 };
    expect(auditQuotaSteps(current, START + WINDOW_MS)).toEqual([
      fresh,
      { sameWindow: true, count: 10 },
    ]);
  });

  it('leaves a full window only a new one, whether or not the client thinks it over', () => {
    const full = { windowStartMs: START, count: CLIENT_AUDIT_QUOTA.entries };
    expect(auditQuotaSteps(full, START + 1_000)).toEqual([fresh]);
    expect(auditQuotaSteps(full, START + WINDOW_MS)).toEqual([fresh]);
  });
});
