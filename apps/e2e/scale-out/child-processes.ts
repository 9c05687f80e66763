/**
 * The processes a scale-out run starts (s3rver, the portal servers, nginx), each logging to its own
 * file, all stopped by PID when the run ends, however it ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';

export interface Child {
  name: string;
  process: ChildProcess;
  logFile: string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

const running = new Set<Child>();

export function startChild(
  name: string,
  command: string,
  args: string[],
  {
    env,
    cwd,
    logFile,
    user,
  }: {
    env: NodeJS.ProcessEnv;
    cwd?: string;
    logFile: string;
    /** Run as this user instead (only root may ask). */
    user?: { uid: number; gid: number };
  },
): Child {
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', log, log], ...user });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const started: Child = { name, process: child, logFile, exited };
  running.add(started);
  void exited.then(() => running.delete(started));
  return started;
}

/** SIGTERM, then SIGKILL if the process has not ended within `graceMs`; resolves once it has. */
export async function stopChild(child: Child, graceMs = 30_000): Promise<number | string> {
  if (!running.has(child)) return child.exited;
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
  try {
    return await child.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** Stops every process still running, nginx and the servers before the bucket they use. */
export async function stopAllChildren(): Promise<void> {
  for (const child of [...running].reverse()) await stopChild(child, 10_000);
}

/** The last lines a process logged, to show why it failed. */
export function logTail(child: Child, lines = 20): string {
  const text = readFileSync(child.logFile, 'utf8').trimEnd().split('\n');
  return text.slice(-lines).join('\n');
}

/** Polls `url` until it answers 200; fails when the process ends first or `timeoutMs` passes. */
export async function waitUntilAnswering(child: Child, url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void child.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`${child.name} exited before ${url} answered:\n${logTail(child)}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      async (response) => {
        await response.body?.cancel();
        return response.ok;
      },
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${logTail(child)}`);
}
