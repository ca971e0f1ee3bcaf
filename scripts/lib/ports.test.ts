// The run's port set: firebase.json's ports, all shifted by one offset, and a busy set is named.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  emulatorEnv,
  emulatorPorts,
  emulators,
  hostingUrl,
  PORT_OFFSET_VAR,
  portOffset,
  ROOT,
  usePortOffset,
} from './emulator-config.ts';
import { busyPorts, choosePorts } from './suite.ts';

const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
  emulators: Record<string, { host?: string; port?: number }>;
};

/**
 * Far from the default set and from the sets a test run moves to, and below the kernel's
 * ephemeral ports (32768 and up): at 25000 an outgoing connection of the running suite once held
 * 33080 (firestore) by chance, and the refusal named it beside the port the test held.
 */
const OFFSET = 20_000;

let server: Server | undefined;
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ports-'));
});

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  usePortOffset(0);
  delete process.env[PORT_OFFSET_VAR];
  rmSync(dir, { recursive: true, force: true });
});

describe('the emulator port set', () => {
  it('is firebase.json’s, every port shifted by the same offset', () => {
    const defaults = Object.entries(firebaseJson.emulators).filter(([, entry]) => entry.port);
    expect(emulatorPorts(0).map(({ name, port }) => [name, port])).toEqual(
      defaults.map(([name, entry]) => [name, entry.port]),
    );
    expect(emulatorPorts(OFFSET).map(({ name, port }) => [name, port])).toEqual(
      defaults.map(([name, entry]) => [name, (entry.port ?? 0) + OFFSET]),
    );
  });

  it('moves this process and what it starts to the set chosen', () => {
    usePortOffset(OFFSET);
    const firestore = (firebaseJson.emulators.firestore?.port ?? 0) + OFFSET;
    const hosting = (firebaseJson.emulators.hosting?.port ?? 0) + OFFSET;
    expect(portOffset()).toBe(OFFSET);
    expect(process.env[PORT_OFFSET_VAR]).toBe(String(OFFSET));
    expect(emulators.firestore.port).toBe(firestore);
    expect(hostingUrl).toBe(`http://localhost:${hosting}`);
    expect(emulatorEnv().FIRESTORE_EMULATOR_HOST).toBe(`127.0.0.1:${firestore}`);
  });

  it('names the ports something else holds, and a run fixed to that set refuses to start', async () => {
    const hosting = (firebaseJson.emulators.hosting?.port ?? 0) + OFFSET;
    const listening = createServer();
    server = listening;
    await new Promise<void>((resolve) => listening.listen(hosting, '127.0.0.1', resolve));

    expect(await busyPorts(OFFSET)).toContain(`hosting (127.0.0.1:${hosting})`);
    usePortOffset(OFFSET); // as EMULATOR_PORT_OFFSET=20000 would
    await expect(choosePorts({ alternate: true, stateDir: dir })).rejects.toThrow(
      `already in use: hosting (127.0.0.1:${hosting})`,
    );
  });
});
