// A webhook's POST connects to the address the delivery checked (pinned-post.ts): a host name that
// would resolve elsewhere by the time the connection opens (DNS rebinding) is not looked up again.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postPinned } from '../src/integrations/pinned-post.ts';

let server: Server;
let port = 0;
const received: { host: string | undefined; body: string; length: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        host: req.headers.host,
        body: Buffer.concat(chunks).toString('utf8'),
        length: req.headers['content-length'],
      });
      res.writeHead(req.url === '/moved' ? 302 : 204, { location: 'http://10.0.0.1/' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const init = (body: string) => ({
  headers: { 'Content-Type': 'application/json' },
  body,
  signal: AbortSignal.timeout(10_000),
});

describe('postPinned', () => {
  it('connects to the pinned address, never resolving the host name again', async () => {
    // `.invalid` never resolves (RFC 2606): only the pinned address can answer
    const url = `http://rebinding.invalid:${port}/hook`;
    const status = await postPinned(url, { address: '127.0.0.1', family: 4 }, init('{"a":"é"}'));
    expect(status).toBe(204);
    expect(received.at(-1)).toEqual({
      host: `rebinding.invalid:${port}`,
      body: '{"a":"é"}',
      length: String(Buffer.byteLength('{"a":"é"}')),
    });
  });

  it('without a pinned address, resolves the name as usual (and .invalid does not resolve)', async () => {
    const refused = await postPinned(
      `http://rebinding.invalid:${port}/hook`,
      null,
      init('{}'),
    ).then(
      () => 'connected',
      (error: { code?: string }) => error.code,
    );
    // not found, or no DNS at all on a closed network: either way, not connected
    expect(['ENOTFOUND', 'EAI_AGAIN']).toContain(refused);
    expect(await postPinned(`http://127.0.0.1:${port}/hook`, null, init('{}'))).toBe(204);
  });

  it('answers a redirect as its status, without following it', async () => {
    const status = await postPinned(
      `http://pinned.invalid:${port}/moved`,
      { address: '127.0.0.1', family: 4 },
      init('{}'),
    );
    expect(status).toBe(302);
    expect(received.at(-1)?.host).toBe(`pinned.invalid:${port}`);
  });
});
