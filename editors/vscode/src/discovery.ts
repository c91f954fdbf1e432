// Finds the toolsight binary. Pure: everything it looks at comes in as arguments, so tests
// can describe any machine (Windows included) without touching the file system.
//
// Order: the `toolsight.path` setting; `toolsight` on PATH (the extension host's, then the
// one the editor's process was started with); Cargo's bin directory (`cargo install` puts it
// there, and VS Code started from a desktop launcher often has a PATH without it); the binary
// bundled in the extension at `server/toolsight[.exe]`.

import * as path from 'node:path';

export type Source = 'setting' | 'path' | 'launch-path' | 'cargo' | 'bundled';

/** How each source reads in the log ("found via ..."). */
export const SOURCE_TEXT: Readonly<Record<Source, string>> = {
  setting: 'the toolsight.path setting',
  path: 'PATH',
  'launch-path': "the PATH the editor's process was started with, which the extension host's PATH lacks",
  cargo: "Cargo's bin directory",
  bundled: 'the binary bundled in the extension',
};

export interface DiscoveryInput {
  /** The `toolsight.path` setting as read (anything: it is validated here). */
  setting: unknown;
  /** The environment (PATH, HOME, CARGO_HOME, ...). Keys are case-insensitive on Windows. */
  env: Readonly<Record<string, string | undefined>>;
  /**
   * The environment the editor's own process was started with (the extension host's parent),
   * when it can be read. VS Code's server (code-server, Remote-SSH) gives the extension host
   * the environment a login shell prints, laid over its own: on Debian and Ubuntu
   * /etc/profile sets PATH from scratch, so a directory that was on the PATH code-server was
   * started with (a systemd unit's, a container's ENV, a shell's) is not on `env`'s PATH.
   * Its PATH is searched after `env`'s.
   */
  launchEnv?: Readonly<Record<string, string | undefined>>;
  /** `process.platform`. */
  platform: string;
  /** The extension's install directory (holds `server/` when a binary is bundled). */
  extensionPath: string;
  /** First workspace folder, for `${workspaceFolder}` and relative settings. */
  workspaceFolder?: string;
  /** Whether `file` is an executable regular file. */
  exists: (file: string) => boolean;
}

export type Discovery =
  | { ok: true; command: string; source: Source }
  | { ok: false; message: string; tried: string[] };

export const INSTALL_HINT =
  'Install it from a toolsight checkout with `cargo install --path server`, ' +
  'or set `toolsight.path` to the binary (e.g. target/release/toolsight).';

function pathApi(platform: string): path.PlatformPath {
  return platform === 'win32' ? path.win32 : path.posix;
}

/** Reads an environment variable, ignoring case on Windows as the OS does. */
export function envVar(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  platform: string,
): string | undefined {
  if (platform !== 'win32') {
    return env[name];
  }
  const key = Object.keys(env).find((k) => k.toUpperCase() === name.toUpperCase());
  return key === undefined ? undefined : env[key];
}

/** The binary's file name on this platform. */
export function binaryName(platform: string, base = 'toolsight'): string {
  return platform === 'win32' && !/\.exe$/i.test(base) ? `${base}.exe` : base;
}

/** Directories of PATH, in order, without empty entries (which would mean the cwd). */
export function pathDirs(
  env: Readonly<Record<string, string | undefined>>,
  platform: string,
): string[] {
  const value = envVar(env, 'PATH', platform) ?? '';
  const sep = platform === 'win32' ? ';' : ':';
  return value
    .split(sep)
    .map((d) => (platform === 'win32' ? d.replace(/^"(.*)"$/, '$1') : d))
    .filter((d) => d.length > 0);
}

function homeDir(env: DiscoveryInput['env'], platform: string): string | undefined {
  return platform === 'win32'
    ? (envVar(env, 'USERPROFILE', platform) ?? envVar(env, 'HOME', platform))
    : env.HOME;
}

/** Expands `~` and `${workspaceFolder}`, `${env:NAME}`; resolves relative paths. */
export function expandSetting(value: string, input: DiscoveryInput): string | undefined {
  const p = pathApi(input.platform);
  let v = value.trim();
  const home = homeDir(input.env, input.platform);
  if ((v === '~' || v.startsWith('~/') || v.startsWith('~\\')) && home) {
    v = p.join(home, v.slice(1));
  }
  let missing = false;
  v = v.replace(/\$\{(workspaceFolder|env:([^}]+))\}/g, (_m, what: string, name?: string) => {
    const r =
      what === 'workspaceFolder'
        ? input.workspaceFolder
        : envVar(input.env, name ?? '', input.platform);
    if (r === undefined) {
      missing = true;
      return '';
    }
    return r;
  });
  if (missing) {
    return undefined;
  }
  if (!p.isAbsolute(v) && input.workspaceFolder !== undefined) {
    v = p.resolve(input.workspaceFolder, v);
  }
  return v;
}

function hasSeparator(v: string, platform: string): boolean {
  return platform === 'win32' ? /[\\/]/.test(v) : v.includes('/');
}

/** Parses a `/proc/PID/environ` file: `NAME=value` entries separated by NUL bytes. */
export function parseEnviron(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const entry of text.split('\0')) {
    const eq = entry.indexOf('=');
    // A name is never empty; the first '=' ends it (values may hold '=').
    if (eq > 0) {
      env[entry.slice(0, eq)] = entry.slice(eq + 1);
    }
  }
  return env;
}

/**
 * Looks `name` up in PATH's directories, then in those of the launch environment's PATH
 * that `env`'s lacks; returns the first executable hit and whether the launch PATH gave it.
 */
export function searchPath(
  name: string,
  input: DiscoveryInput,
  tried: string[],
): { command: string; launch: boolean } | undefined {
  const p = pathApi(input.platform);
  const file = binaryName(input.platform, name);
  const own = pathDirs(input.env, input.platform);
  const launch = input.launchEnv === undefined ? [] : pathDirs(input.launchEnv, input.platform);
  const seen = new Set<string>();
  for (const [dirs, fromLaunch] of [
    [own, false],
    [launch, true],
  ] as const) {
    for (const dir of dirs) {
      const candidate = p.join(dir, file);
      if (seen.has(candidate)) {
        continue;
      }
      seen.add(candidate);
      tried.push(candidate);
      if (input.exists(candidate)) {
        return { command: candidate, launch: fromLaunch };
      }
    }
  }
  return undefined;
}

/** Cargo's bin directory: $CARGO_HOME/bin, else ~/.cargo/bin. */
export function cargoBin(input: DiscoveryInput): string | undefined {
  const p = pathApi(input.platform);
  const cargoHome = envVar(input.env, 'CARGO_HOME', input.platform);
  if (cargoHome) {
    return p.join(cargoHome, 'bin', binaryName(input.platform));
  }
  const home = homeDir(input.env, input.platform);
  return home ? p.join(home, '.cargo', 'bin', binaryName(input.platform)) : undefined;
}

/** The bundled binary's path inside the extension. */
export function bundledPath(extensionPath: string, platform: string): string {
  return pathApi(platform).join(extensionPath, 'server', binaryName(platform));
}

export function findServer(input: DiscoveryInput): Discovery {
  const tried: string[] = [];
  const setting = input.setting;
  if (setting !== undefined && setting !== null && !(typeof setting === 'string' && setting.trim() === '')) {
    if (typeof setting !== 'string') {
      return {
        ok: false,
        message: `toolsight.path must be a string (a path to the toolsight binary), found ${JSON.stringify(setting)}.`,
        tried,
      };
    }
    const trimmed = setting.trim();
    // A bare name ("toolsight-dev") is looked up on PATH, like a shell would.
    if (!hasSeparator(trimmed, input.platform) && !trimmed.startsWith('~') && !trimmed.includes('${')) {
      const hit = searchPath(trimmed, input, tried);
      if (hit !== undefined) {
        return { ok: true, command: hit.command, source: 'setting' };
      }
      return {
        ok: false,
        message: `toolsight.path is "${trimmed}", which is not on PATH. Set it to the full path of the toolsight binary, or clear it to use toolsight from PATH.`,
        tried,
      };
    }
    const expanded = expandSetting(trimmed, input);
    if (expanded === undefined) {
      return {
        ok: false,
        message: `toolsight.path is "${trimmed}", which refers to an unset variable (\${workspaceFolder} needs an open folder).`,
        tried,
      };
    }
    const candidates = [expanded];
    if (input.platform === 'win32' && !/\.exe$/i.test(expanded)) {
      candidates.push(`${expanded}.exe`);
    }
    for (const c of candidates) {
      tried.push(c);
      if (input.exists(c)) {
        return { ok: true, command: c, source: 'setting' };
      }
    }
    return {
      ok: false,
      message: `toolsight.path is "${trimmed}", but there is no executable file at ${expanded}. Fix the setting, or clear it to use toolsight from PATH.`,
      tried,
    };
  }

  const onPath = searchPath('toolsight', input, tried);
  if (onPath !== undefined) {
    return { ok: true, command: onPath.command, source: onPath.launch ? 'launch-path' : 'path' };
  }
  const cargo = cargoBin(input);
  if (cargo !== undefined) {
    tried.push(cargo);
    if (input.exists(cargo)) {
      return { ok: true, command: cargo, source: 'cargo' };
    }
  }
  const bundled = bundledPath(input.extensionPath, input.platform);
  tried.push(bundled);
  if (input.exists(bundled)) {
    return { ok: true, command: bundled, source: 'bundled' };
  }
  return {
    ok: false,
    message: `toolsight: cannot find the toolsight language server (not on PATH, not in Cargo's bin directory, none bundled). ${INSTALL_HINT}`,
    tried,
  };
}
