// The mail catcher runs on the run's port set (firebase.json's mailSmtp and mailInbox, shifted
// like every port), tells the functions where it is, and stops with nothing of it left running.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  emulatorEnv,
  emulatorsAt,
  hostingUrl,
  PORT_OFFSET_VAR,
  usePortOffset,
} from './emulator-config.ts';
import { functionsMailEnv, mailCatcherStateFile, startMailCatcher } from './mail-catcher.ts';
import { busyPorts } from './suite.ts';

/** Far from the default set and from the sets a test run moves to. */
const OFFSET = 24_000;

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mail-catcher-'));
  usePortOffset(OFFSET);
});

afterEach(() => {
  usePortOffset(0);
  delete process.env[PORT_OFFSET_VAR];
  rmSync(dir, { recursive: true, force: true });
});

/** The first line an SMTP server says. */
function greeting(host: string, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host, port });
    socket.once('data', (chunk) => {
      socket.destroy();
      resolve(chunk.toString());
    });
    socket.once('error', reject);
  });
}

describe('the mail catcher', () => {
  it('listens on the shifted ports, is named to the functions and tests, and stops', async () => {
    const env = functionsMailEnv();
    const smtpPort = Number(env.SMTP_PORT);
    expect(env).toMatchObject({
      SMTP_HOST: '127.0.0.1',
      SMTP_SECURE: 'false',
      APP_URL: hostingUrl,
    });
    const defaults = emulatorsAt(0);
    expect(smtpPort).toBe(defaults.mailSmtp.port + OFFSET);
    expect(emulatorEnv().MAIL_CATCHER_URL).toBe(
      `http://127.0.0.1:${defaults.mailInbox.port + OFFSET}`,
    );

    const catcher = await startMailCatcher(dir);
    try {
      expect(catcher.url).toBe(emulatorEnv().MAIL_CATCHER_URL);
      expect(await greeting('127.0.0.1', smtpPort)).toMatch(/^220 /);
      const inbox = await fetch(`${catcher.url}/email`);
      expect(inbox.status).toBe(200);
      expect(await inbox.json()).toEqual([]);
      expect(existsSync(mailCatcherStateFile(dir))).toBe(true);
    } finally {
      await catcher.stop();
    }
    expect(existsSync(mailCatcherStateFile(dir))).toBe(false);
    const busy = await busyPorts(OFFSET);
    expect(busy.filter((entry) => entry.startsWith('mail'))).toEqual([]);
  });
});
