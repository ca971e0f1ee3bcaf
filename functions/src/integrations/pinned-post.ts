// A webhook's POST goes to the address the delivery checked, not to whatever the host name
// resolves to when the connection opens: a host whose DNS answer changes between the check and
// the connection (DNS rebinding) cannot turn a delivery toward a private address. TLS still
// verifies the certificate against the URL's host name, and each delivery opens a connection of
// its own (no pooled socket to an address checked for another delivery).
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

/** An address the host name resolved to, checked to be public. */
export interface PinnedAddress {
  address: string;
  family: 4 | 6;
}

/** A DNS lookup that answers `pinned` whatever name it is asked for. */
function pinnedLookup(pinned: PinnedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
}

interface PinnedPostInit {
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

/**
 * POSTs `init.body` to `url`, connecting to `pinned` (null: the URL's host as it is, for an
 * address literal); resolves with the answer's status without reading its body, never following
 * a redirect.
 */
export function postPinned(
  url: string,
  pinned: PinnedAddress | null,
  init: PinnedPostInit,
): Promise<number> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...init.headers, 'Content-Length': String(Buffer.byteLength(init.body)) },
        signal: init.signal,
        agent: false,
        ...(pinned ? { lookup: pinnedLookup(pinned) } : {}),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}
