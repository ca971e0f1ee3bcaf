// Batches payloads per endpoint: sent FLUSH_DELAY_MS after the first waits, at once when a
// request is full, and on demand (the page hiding). Duplicates of one key (a metric id) are
// dropped; keepalive bytes in flight stay under KEEPALIVE_BUDGET_BYTES. Never throws.
import {
  FLUSH_DELAY_MS,
  KEEPALIVE_BUDGET_BYTES,
  MAX_PAYLOADS_PER_REQUEST,
  MAX_PENDING_PAYLOADS,
  MAX_REMEMBERED_KEYS,
  MAX_REQUEST_BYTES,
  type AnalyticsEndpoint,
} from '../constants';

export type Transport = (endpoint: AnalyticsEndpoint, body: string) => Promise<void>;

interface Pending {
  endpoint: AnalyticsEndpoint;
  json: string;
  bytes: number;
  key?: string;
}

const encoder = new TextEncoder();
/** `[` and `]` around a batch. */
const BRACKETS_BYTES = 2;

interface BatchQueue {
  /** Queues a payload; false when it was dropped (a duplicate, or too large to send). */
  enqueue(endpoint: AnalyticsEndpoint, payload: unknown, key?: string): boolean;
  /** Sends what waits, as far as the keepalive budget allows; the rest waits for the next flush. */
  flush(): void;
  /** Payloads waiting. */
  size(): number;
  /** Keepalive bytes in flight. */
  inFlightBytes(): number;
  dispose(): void;
}

export function createBatchQueue(send: Transport): BatchQueue {
  let pending: Pending[] = [];
  const sentKeys = new Set<string>();
  let inFlight = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const remember = (key: string) => {
    sentKeys.add(key);
    if (sentKeys.size > MAX_REMEMBERED_KEYS) {
      const oldest = sentKeys.values().next().value;
      if (oldest !== undefined) sentKeys.delete(oldest);
    }
  };

  const schedule = () => {
    if (timer === null && pending.length > 0) {
      timer = setTimeout(() => {
        timer = null;
        flush();
      }, FLUSH_DELAY_MS);
    }
  };

  const dispatch = (endpoint: AnalyticsEndpoint, batch: Pending[], bytes: number): boolean => {
    if (inFlight + bytes > KEEPALIVE_BUDGET_BYTES) return false;
    inFlight += bytes;
    for (const item of batch) if (item.key) remember(item.key);
    const body = `[${batch.map((item) => item.json).join(',')}]`;
    let sent: Promise<void>;
    try {
      sent = send(endpoint, body);
    } catch {
      sent = Promise.resolve();
    }
    void Promise.resolve(sent)
      .catch(() => undefined)
      .finally(() => {
        inFlight -= bytes;
      });
    return true;
  };

  function flush(): void {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    const endpoints = [...new Set(pending.map((item) => item.endpoint))];
    const sent = new Set<Pending>();
    for (const endpoint of endpoints) {
      const items = pending.filter((item) => item.endpoint === endpoint);
      let batch: Pending[] = [];
      let bytes = BRACKETS_BYTES;
      let blocked = false;
      for (const item of items) {
        const added = item.bytes + (batch.length > 0 ? 1 : 0);
        if (
          batch.length > 0 &&
          (batch.length >= MAX_PAYLOADS_PER_REQUEST || bytes + added > MAX_REQUEST_BYTES)
        ) {
          if (!dispatch(endpoint, batch, bytes)) {
            blocked = true;
            break;
          }
          for (const done of batch) sent.add(done);
          batch = [];
          bytes = BRACKETS_BYTES;
        }
        bytes += item.bytes + (batch.length > 0 ? 1 : 0);
        batch.push(item);
      }
      if (!blocked && batch.length > 0 && dispatch(endpoint, batch, bytes)) {
        for (const done of batch) sent.add(done);
      }
    }
    pending = pending.filter((item) => !sent.has(item));
    schedule();
  }

  const endpointFull = (endpoint: AnalyticsEndpoint) => {
    let count = 0;
    let bytes = BRACKETS_BYTES;
    for (const item of pending) {
      if (item.endpoint !== endpoint) continue;
      count += 1;
      bytes += item.bytes + 1;
    }
    return count >= MAX_PAYLOADS_PER_REQUEST || bytes >= MAX_REQUEST_BYTES;
  };

  return {
    enqueue(endpoint, payload, key) {
      try {
        if (key && sentKeys.has(key)) return false;
        const json = JSON.stringify(payload);
        const bytes = encoder.encode(json).length;
        if (bytes + BRACKETS_BYTES > MAX_REQUEST_BYTES) return false;
        const waiting = key ? pending.find((item) => item.key === key) : undefined;
        if (waiting) {
          // the newer measurement of one metric id replaces the one still waiting
          waiting.json = json;
          waiting.bytes = bytes;
        } else {
          pending.push({ endpoint, json, bytes, key });
          if (pending.length > MAX_PENDING_PAYLOADS) pending.shift();
        }
        if (endpointFull(endpoint)) flush();
        else schedule();
        return true;
      } catch {
        return false;
      }
    },
    flush() {
      try {
        flush();
      } catch {
        // analytics never disturbs the app
      }
    },
    size: () => pending.length,
    inFlightBytes: () => inFlight,
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = [];
    },
  };
}
