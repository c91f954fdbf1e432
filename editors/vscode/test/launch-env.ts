// Stands in for the process that started the extension host (code-server's server, say):
// the extension reads that process's environment from /proc/<process.ppid>/environ, so a test
// points process.ppid at a child started with the environment it wants.
import { spawn } from 'node:child_process';

/** Makes `process.ppid` a live process whose environment is `env`; returns the undo. */
export async function launchedWith(env: Record<string, string>): Promise<() => void> {
  const child = spawn(process.execPath, ['-e', 'process.stdout.write("ready"); setInterval(() => {}, 1 << 30);'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Until the child runs, /proc/<pid>/environ may still hold this process's environment.
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the stand-in parent exited (${code})`)));
  });
  const saved = Object.getOwnPropertyDescriptor(process, 'ppid');
  Object.defineProperty(process, 'ppid', { configurable: true, get: () => child.pid });
  return () => {
    if (saved !== undefined) {
      Object.defineProperty(process, 'ppid', saved);
    }
    child.kill();
  };
}
