import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  DiscoveryInput,
  bundledPath,
  cargoBin,
  envVar,
  expandSetting,
  findServer,
  parseEnviron,
  pathDirs,
} from '../src/discovery';

/** A machine with exactly `files` as executables. */
function machine(files: string[], over: Partial<DiscoveryInput> = {}): DiscoveryInput & { probes: string[] } {
  const probes: string[] = [];
  const set = new Set(files);
  return {
    setting: undefined,
    env: { PATH: '/usr/local/bin:/usr/bin', HOME: '/home/u' },
    platform: 'linux',
    extensionPath: '/ext',
    exists: (f) => {
      probes.push(f);
      return set.has(f);
    },
    probes,
    ...over,
  };
}

describe('findServer order', () => {
  it('uses the setting first, even when PATH has one', () => {
    const m = machine(['/opt/ts/toolsight', '/usr/bin/toolsight'], { setting: '/opt/ts/toolsight' });
    assert.deepEqual(findServer(m), { ok: true, command: '/opt/ts/toolsight', source: 'setting' });
  });

  it('falls back to PATH, first directory wins', () => {
    const m = machine(['/usr/local/bin/toolsight', '/usr/bin/toolsight']);
    assert.deepEqual(findServer(m), { ok: true, command: '/usr/local/bin/toolsight', source: 'path' });
  });

  it('treats null, empty and blank settings as unset', () => {
    for (const setting of [null, '', '   ', undefined]) {
      const r = findServer(machine(['/usr/bin/toolsight'], { setting }));
      assert.equal(r.ok && r.source, 'path', `setting ${JSON.stringify(setting)}`);
    }
  });

  it("then Cargo's bin directory, then the bundled binary", () => {
    assert.deepEqual(findServer(machine(['/home/u/.cargo/bin/toolsight', '/ext/server/toolsight'])), {
      ok: true,
      command: '/home/u/.cargo/bin/toolsight',
      source: 'cargo',
    });
    assert.deepEqual(findServer(machine(['/ext/server/toolsight'])), {
      ok: true,
      command: '/ext/server/toolsight',
      source: 'bundled',
    });
  });

  it('honours CARGO_HOME', () => {
    const m = machine(['/c/bin/toolsight'], { env: { PATH: '', HOME: '/home/u', CARGO_HOME: '/c' } });
    assert.deepEqual(findServer(m), { ok: true, command: '/c/bin/toolsight', source: 'cargo' });
  });

  it('reports the fix and every place it looked when nothing is found', () => {
    const m = machine([]);
    const r = findServer(m);
    assert.equal(r.ok, false);
    if (!r.ok) {
      assert.match(r.message, /cargo install --path server/);
      assert.match(r.message, /toolsight\.path/);
      assert.deepEqual(r.tried, [
        '/usr/local/bin/toolsight',
        '/usr/bin/toolsight',
        '/home/u/.cargo/bin/toolsight',
        '/ext/server/toolsight',
      ]);
      assert.deepEqual(m.probes, r.tried);
    }
  });

  it('does not fall back when the setting points nowhere', () => {
    const r = findServer(machine(['/usr/bin/toolsight'], { setting: '/nope/toolsight' }));
    assert.equal(r.ok, false);
    if (!r.ok) {
      assert.match(r.message, /toolsight\.path is "\/nope\/toolsight"/);
      assert.match(r.message, /clear it/);
    }
  });

  it('rejects a setting that is not a string', () => {
    const r = findServer(machine(['/usr/bin/toolsight'], { setting: 42 }));
    assert.equal(r.ok, false);
    if (!r.ok) {
      assert.match(r.message, /must be a string/);
    }
  });
});

describe('the toolsight.path setting', () => {
  it('looks a bare name up on PATH', () => {
    const r = findServer(machine(['/usr/bin/toolsight-dev'], { setting: 'toolsight-dev' }));
    assert.deepEqual(r, { ok: true, command: '/usr/bin/toolsight-dev', source: 'setting' });
    const miss = findServer(machine([], { setting: 'toolsight-dev' }));
    assert.equal(miss.ok, false);
    if (!miss.ok) {
      assert.match(miss.message, /not on PATH/);
    }
  });

  it('expands ~, ${workspaceFolder} and ${env:NAME}, and resolves relative paths', () => {
    const m = machine([], { workspaceFolder: '/ws', env: { HOME: '/home/u', BIN: '/b', PATH: '' } });
    assert.equal(expandSetting('~/bin/toolsight', m), '/home/u/bin/toolsight');
    assert.equal(expandSetting('${workspaceFolder}/target/debug/toolsight', m), '/ws/target/debug/toolsight');
    assert.equal(expandSetting('${env:BIN}/toolsight', m), '/b/toolsight');
    assert.equal(expandSetting('./target/release/toolsight', m), '/ws/target/release/toolsight');
    assert.equal(expandSetting('${env:MISSING}/toolsight', m), undefined);
    const r = findServer(machine(['/ws/target/debug/toolsight'], { workspaceFolder: '/ws', setting: 'target/debug/toolsight' }));
    assert.deepEqual(r, { ok: true, command: '/ws/target/debug/toolsight', source: 'setting' });
  });

  it('explains a ${workspaceFolder} setting with no folder open', () => {
    const r = findServer(machine([], { setting: '${workspaceFolder}/toolsight' }));
    assert.equal(r.ok, false);
    if (!r.ok) {
      assert.match(r.message, /unset variable/);
    }
  });
});

// code-server (VS Code's server) starts its extension host with the environment a login shell
// prints laid over its own, and prepends its remote-cli directory: on Debian /etc/profile
// resets PATH, so what the extension sees is the shell's PATH, not the one code-server was
// started with (seen in tests/vscode-host: `PATH=/opt/toolsight/bin:$PATH code-server`, and
// the extension host's PATH had no /opt/toolsight/bin).
describe('the PATH the editor was started with', () => {
  const hostPath = '/srv/code-server/lib/vscode/bin/remote-cli:/usr/local/bin:/usr/bin';
  const launchEnv = { PATH: '/opt/toolsight/bin:/usr/local/bin:/usr/bin', HOME: '/home/u' };
  const codeServer = (files: string[], over: Partial<DiscoveryInput> = {}) =>
    machine(files, { env: { PATH: hostPath, HOME: '/home/u' }, launchEnv, ...over });

  it("finds toolsight there when the extension host's PATH lost the directory", () => {
    assert.deepEqual(findServer(codeServer(['/opt/toolsight/bin/toolsight'])), {
      ok: true,
      command: '/opt/toolsight/bin/toolsight',
      source: 'launch-path',
    });
  });

  it("prefers the extension host's PATH, and probes each file once", () => {
    assert.deepEqual(findServer(codeServer(['/usr/bin/toolsight', '/opt/toolsight/bin/toolsight'])), {
      ok: true,
      command: '/usr/bin/toolsight',
      source: 'path',
    });
    const m = codeServer([]);
    const r = findServer(m);
    assert.equal(r.ok, false);
    if (!r.ok) {
      assert.deepEqual(r.tried, [
        '/srv/code-server/lib/vscode/bin/remote-cli/toolsight',
        '/usr/local/bin/toolsight',
        '/usr/bin/toolsight',
        '/opt/toolsight/bin/toolsight',
        '/home/u/.cargo/bin/toolsight',
        '/ext/server/toolsight',
      ]);
      assert.deepEqual(m.probes, r.tried);
    }
  });

  it('comes before Cargo and the bundled binary', () => {
    const r = findServer(codeServer(['/opt/toolsight/bin/toolsight', '/home/u/.cargo/bin/toolsight', '/ext/server/toolsight']));
    assert.equal(r.ok && r.source, 'launch-path');
  });

  it('is searched for a bare toolsight.path name too', () => {
    const r = findServer(codeServer(['/opt/toolsight/bin/toolsight-dev'], { setting: 'toolsight-dev' }));
    assert.deepEqual(r, { ok: true, command: '/opt/toolsight/bin/toolsight-dev', source: 'setting' });
  });

  it('reads /proc/PID/environ', () => {
    assert.deepEqual(parseEnviron('PATH=/opt/t/bin:/usr/bin\0OPTS=a=b\0EMPTY=\0\0junk\0=x\0'), {
      PATH: '/opt/t/bin:/usr/bin',
      OPTS: 'a=b',
      EMPTY: '',
    });
    assert.deepEqual(parseEnviron(''), {});
  });
});

describe('Windows', () => {
  const win = (files: string[], over: Partial<DiscoveryInput> = {}): DiscoveryInput =>
    machine(files, {
      platform: 'win32',
      env: { Path: 'C:\\tools;"C:\\Program Files\\ts";', USERPROFILE: 'C:\\Users\\u' },
      extensionPath: 'C:\\ext',
      ...over,
    });

  it('reads Path case-insensitively, strips quotes and skips empty entries', () => {
    assert.deepEqual(pathDirs(win([]).env, 'win32'), ['C:\\tools', 'C:\\Program Files\\ts']);
    assert.equal(envVar({ Path: 'x' }, 'PATH', 'win32'), 'x');
    assert.equal(envVar({ Path: 'x' }, 'PATH', 'linux'), undefined);
  });

  it('looks for toolsight.exe on Path, then in Cargo and the extension', () => {
    assert.deepEqual(findServer(win(['C:\\Program Files\\ts\\toolsight.exe'])), {
      ok: true,
      command: 'C:\\Program Files\\ts\\toolsight.exe',
      source: 'path',
    });
    assert.equal(cargoBin(win([])), 'C:\\Users\\u\\.cargo\\bin\\toolsight.exe');
    assert.equal(bundledPath('C:\\ext', 'win32'), 'C:\\ext\\server\\toolsight.exe');
    assert.deepEqual(findServer(win(['C:\\ext\\server\\toolsight.exe'])), {
      ok: true,
      command: 'C:\\ext\\server\\toolsight.exe',
      source: 'bundled',
    });
  });

  it('adds .exe to a setting without it', () => {
    const r = findServer(win(['D:\\bin\\toolsight.exe'], { setting: 'D:\\bin\\toolsight' }));
    assert.deepEqual(r, { ok: true, command: 'D:\\bin\\toolsight.exe', source: 'setting' });
  });
});

describe('POSIX paths', () => {
  it('keeps an empty PATH from meaning the current directory', () => {
    assert.deepEqual(pathDirs({ PATH: ':/usr/bin::' }, 'linux'), ['/usr/bin']);
  });

  it('finds the bundled binary under server/', () => {
    assert.equal(bundledPath('/ext', 'darwin'), '/ext/server/toolsight');
  });
});
