// Waits for a started server (the emulator suite, the mail catcher) to say it is ready: its output
// is read until it shows the ready marks; if it cannot start, exits first or takes too long, what
// was started is stopped and the start fails with the output so far.
import type { ChildProcess } from 'node:child_process';

interface ReadyOptions {
  /** Who is starting, for the messages ("The mail catcher"). */
  name: string;
  timeoutMs: number;
  isReady: (output: string) => boolean;
  /** Stops what was started (called once the start has failed). */
  stop: () => Promise<void>;
  /** Each piece of output as it comes (a log, the terminal). */
  onChunk?: (chunk: Buffer) => void;
  /** Called once ready, before the wait resolves. */
  onReady?: () => void;
}

/** Resolves with the output read until ready; rejects once stopped, after a failed start. */
export function untilReady(child: ChildProcess, options: ReadyOptions): Promise<string> {
  const { name, timeoutMs } = options;
  let output = '';
  return new Promise<string>((resolve, reject) => {
    const fail = (message: string) => {
      clearTimeout(timer);
      void options
        .stop()
        .catch((error: unknown) => console.error(error instanceof Error ? error.message : error))
        .finally(() => reject(new Error(`${message}\n${output}`)));
    };
    const timer = setTimeout(
      () => fail(`${name} did not start within ${timeoutMs} ms.`),
      timeoutMs,
    );
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      options.onChunk?.(chunk);
      if (options.isReady(output)) {
        clearTimeout(timer);
        options.onReady?.();
        resolve(output);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', (error) => fail(`${name} did not start: ${error.message}`));
    child.once('exit', (code) => fail(`${name} exited early (code ${String(code)}).`));
  });
}
