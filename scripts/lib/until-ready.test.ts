// Waiting for a started server: ready once its output (either stream) shows the marks, and a start
// that fails, ends early or takes too long stops what was started and says why, with the output.
import { spawn } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { untilReady } from './until-ready.ts';

/** A node process running `code`, its output piped as the servers' is. */
const start = (code: string) =>
  spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });

/** Options that count the stops and keep the chunks seen. */
function watched(timeoutMs = 10_000) {
  const seen = { stops: 0, chunks: [] as string[], ready: 0 };
  return {
    seen,
    options: {
      name: 'The stand-in',
      timeoutMs,
      isReady: (output: string) => output.includes('one') && output.includes('two'),
      stop: () => {
        seen.stops += 1;
        return Promise.resolve();
      },
      onChunk: (chunk: Buffer) => seen.chunks.push(chunk.toString()),
      onReady: () => {
        seen.ready += 1;
      },
    },
  };
}

describe('untilReady', () => {
  it('resolves with the output once both marks came, from stdout and stderr', async () => {
    const child = start(
      `process.stdout.write('one\\n'); setTimeout(() => process.stderr.write('two\\n'), 50); setInterval(() => {}, 1000);`,
    );
    const { seen, options } = watched();
    try {
      const output = await untilReady(child, options);
      expect(output).toBe('one\ntwo\n');
      expect(seen.chunks.join('')).toBe('one\ntwo\n');
      expect(seen.ready).toBe(1);
      expect(seen.stops).toBe(0);
    } finally {
      child.kill();
    }
  });

  it('a process that exits before it is ready is stopped, and the output told', async () => {
    const child = start(`process.stdout.write('one\\n'); process.exit(3);`);
    const { seen, options } = watched();
    await expect(untilReady(child, options)).rejects.toThrow(
      'The stand-in exited early (code 3).\none\n',
    );
    expect(seen.stops).toBe(1);
    expect(seen.ready).toBe(0);
  });

  it('a process that never gets ready is stopped after the time allowed', async () => {
    // The clock is the test's: the wait runs out only once the child's first output has come, so a
    // slow start on a busy machine cannot make the output differ.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const child = start(`process.stdout.write('one\\n'); setInterval(() => {}, 1000);`);
    const { seen, options } = watched(300);
    let firstChunk: () => void = () => undefined;
    const spoke = new Promise<void>((resolve) => (firstChunk = resolve));
    try {
      const waiting = untilReady(child, {
        ...options,
        onChunk: (chunk) => {
          options.onChunk(chunk);
          firstChunk();
        },
      });
      const outcome = expect(waiting).rejects.toThrow(
        'The stand-in did not start within 300 ms.\none\n',
      );
      await spoke;
      vi.advanceTimersByTime(299);
      expect(seen.stops).toBe(0);
      vi.advanceTimersByTime(1);
      await outcome;
      expect(seen.stops).toBe(1);
    } finally {
      vi.useRealTimers();
      child.kill();
    }
  });

  it('a process that cannot be started is reported as such', async () => {
    const child = spawn('/nonexistent/server', [], { stdio: ['ignore', 'pipe', 'pipe'] });
    const { seen, options } = watched();
    await expect(untilReady(child, options)).rejects.toThrow(
      'The stand-in did not start: spawn /nonexistent/server ENOENT',
    );
    expect(seen.stops).toBe(1);
  });
});
