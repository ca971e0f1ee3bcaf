// A local server the suite starts as a child process of its own (the mail catcher, the search
// engine): its processes recorded while it runs and stopped exactly (processes.ts), its output in
// a log file, and its start awaited until its output says it is ready (until-ready.ts).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { OwnedProcesses } from './processes.ts';
import { untilReady } from './until-ready.ts';

export interface LoggedServer {
  stop: () => Promise<void>;
}

export async function startLoggedServer(options: {
  /** Who is starting, for the messages ("The mail catcher"). */
  name: string;
  args: string[];
  cwd: string;
  /** Where its processes are recorded while it runs. */
  stateFile: string;
  logFile: string;
  timeoutMs: number;
  graceMs: number;
  isReady: (output: string) => boolean;
}): Promise<LoggedServer> {
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const owned = new OwnedProcesses(options.stateFile);
  if (child.pid !== undefined) owned.addTree(child.pid);
  const onExit = () => owned.killNow();
  process.once('exit', onExit);
  const log = createWriteStream(options.logFile);

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      try {
        await owned.stop({ graceMs: options.graceMs });
      } finally {
        process.removeListener('exit', onExit);
        log.end();
      }
    })();
    return stopping;
  };

  await untilReady(child, {
    name: options.name,
    timeoutMs: options.timeoutMs,
    isReady: options.isReady,
    stop,
    onChunk: (chunk) => {
      if (!log.writableEnded) log.write(chunk);
    },
    onReady: () => child.removeAllListeners('exit'),
  });
  return { stop };
}
