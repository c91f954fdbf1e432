// The VS Code extension in a real VS Code: code-server (VS Code's own workbench and extension
// host, served to a browser) with the packaged .vsix installed, driven by Playwright in
// Debian's headless Chromium. Each step does what a user does and checks what they would see:
// the Problems panel, a hover, the command palette's "toolsight: Show tool schemas".
//
//   node --test --test-reporter=spec tests/vscode-host/host.test.mjs
//
// Inputs (environment): TOOLSIGHT_VSIX (default editors/vscode/toolsight-<version>.vsix, built
// by editors/vscode/ci.sh), TOOLSIGHT_BIN (default target/debug/toolsight), CHROMIUM (default
// /usr/bin/chromium), TOOLSIGHT_HOST_ARTIFACTS (default tests/vscode-host/artifacts: the
// screenshots of each step, a screenshot of any failure, code-server's and the extension's
// logs). code-server and playwright-core come from ./node_modules (install.sh).
//
// The server is found the way issue 16's users run it: on the PATH code-server is started
// with, and nowhere else (no toolsight.path setting, a fresh HOME). code-server gives its
// extension host a login shell's PATH instead, which lacks that directory, so this also
// checks the extension's fix for that (src/discovery.ts, launchEnv).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const extensionDir = join(repo, 'editors/vscode');
const extensionVersion = JSON.parse(readFileSync(join(extensionDir, 'package.json'), 'utf8')).version;
const vsix = resolve(process.env.TOOLSIGHT_VSIX || join(extensionDir, `toolsight-${extensionVersion}.vsix`));
const serverBinary = resolve(process.env.TOOLSIGHT_BIN || join(repo, 'target/debug/toolsight'));
const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';
const artifacts = resolve(process.env.TOOLSIGHT_HOST_ARTIFACTS || join(here, 'artifacts'));
const codeServer = join(here, 'node_modules/.bin/code-server');

// Without the background-networking flags Chromium keeps trying hosts this machine cannot reach.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// A user's settings for the fresh user-data-dir: nothing that pops up over the editor. No
// toolsight.* setting: the server must be found on PATH.
const USER_SETTINGS = {
  'security.workspace.trust.enabled': false,
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'telemetry.telemetryLevel': 'off',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'update.mode': 'none',
  // Small enough that the whole schema view is rendered at once (Monaco renders only the
  // lines in view, and the test reads the view's text from the page).
  'editor.fontSize': 11,
  'editor.lineHeight': 15,
  'editor.minimap.enabled': false,
};

const FIXTURE = join(here, 'workspace');
const SOURCE = 'weather_tools.py';

const SECOND = 1000;
let shotCount = 0;

/**
 * Polls `probe` until it returns something truthy; fails with `what` and what the probe last
 * saw (a probe that is not satisfied yet throws, saying what it found instead).
 */
async function waitUntil(what, timeoutMs, probe) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      last = await probe();
      if (last) {
        return last;
      }
    } catch (e) {
      last = e instanceof Error ? e.message : String(e);
    }
    if (Date.now() > deadline) {
      const seen = typeof last === 'string' ? last : JSON.stringify(last);
      throw new Error(`timed out after ${timeoutMs / SECOND} s waiting for ${what}; last seen: ${String(seen).slice(0, 2000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Monaco marks spaces as U+00A0 in rendered text. */
function plain(text) {
  return text.replace(/\u00a0/g, ' ');
}

/** Every top-level JSON object in `text` (hovers show payloads as code blocks among prose). */
function jsonObjects(text) {
  const found = [];
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    if (start > 0 && text[start - 1] !== '\n') {
      continue; // a code block's `{` starts its line
    }
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
      const c = text[i];
      if (inString) {
        if (c === '\\') i++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) {
        found.push(JSON.parse(text.slice(start, i + 1)));
        start = i;
        break;
      }
    }
  }
  return found;
}

describe('the extension in a real VS Code (code-server 4.100.3, headless Chromium)', () => {
  const started = Date.now();
  let root;
  let userData;
  let workspace;
  let launchBin;
  let server; // code-server's process
  let serverLog = '';
  let context; // Playwright's browser context
  let page;
  const consoleErrors = [];

  async function shot(name) {
    if (page === undefined) {
      return undefined;
    }
    const file = join(artifacts, `${String(++shotCount).padStart(2, '0')}-${name}.png`);
    try {
      await page.screenshot({ path: file, timeout: 10 * SECOND });
      console.log(`screenshot: ${file}`);
      return file;
    } catch (e) {
      console.log(`screenshot ${file} failed: ${e instanceof Error ? e.message : e}`);
      return undefined;
    }
  }

  /** Runs a step; on failure saves a screenshot named after it, then fails. */
  async function step(name, body) {
    try {
      await body();
    } catch (e) {
      await shot(`FAILED-${name}`);
      throw e;
    }
  }

  function killEverything() {
    // code-server runs in its own process group: its extension host, file watcher, pty host
    // and the toolsight server it starts all go with it.
    if (server?.pid !== undefined && server.exitCode === null && server.signalCode === null) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    // Anything else of this run (a Chromium that outlived Playwright) names its unique
    // temporary directory on its command line.
    if (root === undefined) {
      return;
    }
    for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p) && Number(p) !== process.pid)) {
      try {
        if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(root)) {
          process.kill(Number(pid), 'SIGKILL');
        }
      } catch {
        // exited meanwhile, or not ours to read
      }
    }
  }
  process.on('exit', killEverything);
  // code-server runs in a process group of its own, which a Ctrl-C or a kill of the test does
  // not reach: take it down first.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      killEverything();
      if (root !== undefined) {
        rmSync(root, { recursive: true, force: true });
      }
      process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
    });
  }

  before(async () => {
    for (const [what, file] of [
      ['the .vsix (build it with editors/vscode/ci.sh, or set TOOLSIGHT_VSIX)', vsix],
      ['the toolsight binary (cargo build, or set TOOLSIGHT_BIN)', serverBinary],
      ['Chromium (apt-get install chromium, or set CHROMIUM)', chromiumPath],
      ['code-server (tests/vscode-host/install.sh)', codeServer],
    ]) {
      assert.ok(existsSync(file), `missing ${what}: ${file}`);
    }
    rmSync(artifacts, { recursive: true, force: true });
    mkdirSync(artifacts, { recursive: true });
    console.log(`artifacts (screenshots, logs): ${artifacts}`);

    root = mkdtempSync(join(tmpdir(), 'toolsight-vscode-host-'));
    userData = join(root, 'user-data');
    workspace = join(root, 'workspace');
    launchBin = join(root, 'bin');
    mkdirSync(join(userData, 'User'), { recursive: true });
    mkdirSync(join(root, 'home'));
    mkdirSync(join(root, 'tmp'));
    mkdirSync(launchBin);
    writeFileSync(join(userData, 'User/settings.json'), JSON.stringify(USER_SETTINGS, null, 2));
    cpSync(FIXTURE, workspace, { recursive: true });
    symlinkSync(serverBinary, join(launchBin, 'toolsight'));
  });

  after(async () => {
    try {
      await context?.close();
    } catch (e) {
      console.log(`closing Chromium: ${e instanceof Error ? e.message : e}`);
    }
    if (server !== undefined && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5 * SECOND))]);
    }
    killEverything();
    if (root !== undefined) {
      writeFileSync(join(artifacts, 'code-server.log'), serverLog);
      writeFileSync(join(artifacts, 'browser-console-errors.log'), consoleErrors.join('\n'));
      for (const log of toolsightLogs()) {
        cpSync(log, join(artifacts, 'toolsight-output.log'));
      }
      rmSync(root, { recursive: true, force: true });
    }
    console.log(`vscode-host: ${((Date.now() - started) / SECOND).toFixed(1)} s in all; artifacts in ${artifacts}`);
  });

  /** The toolsight output channel, as VS Code writes it to the user-data-dir's logs. */
  function toolsightLogs() {
    const logs = join(userData, 'logs');
    if (!existsSync(logs)) {
      return [];
    }
    return readdirSync(logs, { recursive: true })
      .filter((f) => /output_logging_[^/]*\/\d+-toolsight\.log$/.test(f))
      .map((f) => join(logs, f));
  }

  // A fresh HOME, without the caller's CARGO_HOME, XDG or VS Code variables (a VS Code terminal's
  // VSCODE_CLI would make code-server skip the login-shell environment): toolsight is only in
  // launchBin, at the front of code-server's PATH.
  function codeServerEnv() {
    // XDG_* go too, so that nothing code-server writes lands outside the fresh HOME.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([k]) => !k.startsWith('VSCODE_') && !k.startsWith('XDG_') && k !== 'CARGO_HOME' && k !== 'TOOLSIGHT_BIN',
      ),
    );
    return { ...env, HOME: join(root, 'home'), SHELL: '/bin/bash', PATH: `${launchBin}:${process.env.PATH ?? '/usr/bin:/bin'}` };
  }

  function codeServerArgs(...rest) {
    return [
      '--config',
      join(root, 'code-server.yaml'),
      '--user-data-dir',
      userData,
      '--extensions-dir',
      join(root, 'extensions'),
      ...rest,
    ];
  }

  it('installs the .vsix with code-server --install-extension', { timeout: 60 * SECOND }, () => {
    const install = spawnSync(codeServer, codeServerArgs('--install-extension', vsix), {
      env: codeServerEnv(),
      encoding: 'utf8',
      timeout: 50 * SECOND,
    });
    assert.equal(install.status, 0, `code-server --install-extension failed:\n${install.stdout}${install.stderr}`);
    const list = spawnSync(codeServer, codeServerArgs('--list-extensions', '--show-versions'), {
      env: codeServerEnv(),
      encoding: 'utf8',
      timeout: 50 * SECOND,
    });
    assert.ok(
      list.stdout.split('\n').includes(`toolsight.toolsight@${extensionVersion}`),
      `toolsight.toolsight@${extensionVersion} is not among the installed extensions:\n${list.stdout}${list.stderr}`,
    );
  });

  it('starts toolsight lsp, found only on the PATH code-server was started with, and shows its diagnostics in the Problems panel', { timeout: 150 * SECOND }, async () => {
    // Port 0: the kernel picks a free loopback port, which code-server then prints.
    server = spawn(
      codeServer,
      codeServerArgs(
        '--bind-addr',
        '127.0.0.1:0',
        '--auth',
        'none',
        '--disable-telemetry',
        '--disable-update-check',
        '--disable-workspace-trust',
        '--disable-getting-started-override',
        workspace,
      ),
      { env: codeServerEnv(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    server.stdout.on('data', (d) => (serverLog += d));
    server.stderr.on('data', (d) => (serverLog += d));
    const url = await waitUntil('code-server to listen (see artifacts/code-server.log)', 60 * SECOND, () => {
      assert.equal(server.exitCode, null, `code-server exited (${server.exitCode}):\n${serverLog}`);
      return serverLog.match(/HTTP server listening on (http:\/\/127\.0\.0\.1:\d+)\//)?.[1];
    });

    context = await chromium.launchPersistentContext(join(root, 'chromium'), {
      executablePath: chromiumPath,
      headless: true,
      args: CHROMIUM_ARGS,
      // Chromium leaves files in TMPDIR when it is killed: keep them in this run's directory.
      env: { ...process.env, TMPDIR: join(root, 'tmp') },
      // Tall enough, with the small font above, for the whole schema view beside the Problems
      // panel.
      viewport: { width: 1400, height: 1300 },
      timeout: 60 * SECOND,
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));

    await step('workbench', async () => {
      await page.goto(`${url}/?folder=${encodeURIComponent(workspace)}`, { timeout: 60 * SECOND });
      await page.locator('.monaco-workbench').waitFor({ timeout: 60 * SECOND });
      await page.locator('.explorer-folders-view .monaco-list-row', { hasText: SOURCE }).click({ timeout: 30 * SECOND });
      await page.locator('.tabs-container .tab.active', { hasText: SOURCE }).waitFor({ timeout: 30 * SECOND });
      await shot('workbench');
    });

    await step('server-found-on-launch-path', async () => {
      const line = await waitUntil("the extension's log line saying which toolsight it started", 60 * SECOND, () => {
        const text = toolsightLogs().map((f) => readFileSync(f, 'utf8')).join('\n');
        const first = text.split('\n').find((l) => l.startsWith('Starting ') || l.startsWith('toolsight: cannot find'));
        if (first === undefined) {
          throw new Error(text || 'no toolsight output channel log yet');
        }
        return first;
      });
      // The extension host's PATH is a login shell's (no launchBin): only the launch PATH has it.
      assert.equal(
        line,
        `Starting ${join(launchBin, 'toolsight')} lsp (found via the PATH the editor's process was started with, which the extension host's PATH lacks).`,
      );
    });

    await step('problems', async () => {
      await page.keyboard.press('Control+Shift+M'); // View: Problems
      const problems = page.locator('.markers-panel');
      const text = await waitUntil('toolsight N001 for weather.get in the Problems panel', 60 * SECOND, async () => {
        const t = plain(await problems.innerText({ timeout: 2 * SECOND }));
        if (!t.includes('N001')) {
          throw new Error(`Problems panel: ${JSON.stringify(t)}`);
        }
        return t;
      });
      assert.match(text, /tool name `weather\.get` has characters outside \[a-zA-Z0-9_-\]/);
      assert.match(text, /toolsight\s*\n?\s*N001/);
      assert.match(text, /\[Ln 9, Col 12\]/);
      const status = await waitUntil('the status bar count', 30 * SECOND, async () => {
        const t = plain(await page.locator('.statusbar').innerText({ timeout: 2 * SECOND }));
        if (!/1 tool\b/.test(t)) {
          throw new Error(`status bar: ${JSON.stringify(t)}`);
        }
        return t;
      });
      assert.match(status, /1 tool\s+\S*\s*2 problems/);
      await shot('problems');
    });
  });

  it("hovers the tool's def and shows the JSON payloads", { timeout: 60 * SECOND }, async () => {
    assert.ok(page, 'no page: the previous test did not open the workbench');
    await step('hover', async () => {
      const def = page.locator('.monaco-editor .view-line span', { hasText: /^get_weather$/ }).first();
      // The click puts the cursor in the tool too, for "Show tool schemas" below.
      await def.click({ timeout: 10 * SECOND });
      const hover = page.locator('.monaco-hover:visible');
      const text = await waitUntil('the hover over get_weather with its payloads', 30 * SECOND, async () => {
        await def.hover();
        const t = plain(await hover.first().innerText({ timeout: 2 * SECOND }));
        if (!(t.includes('weather.get') && t.includes('{'))) {
          throw new Error(`hover: ${JSON.stringify(t)}`);
        }
        return t;
      });
      // The payloads are below the table and problems: scroll them into the screenshot, once
      // the hover has faded in.
      await hover.first().getByText('"parameters"').first().scrollIntoViewIfNeeded({ timeout: 5 * SECOND });
      await page.waitForTimeout(500);
      await shot('hover');
      assert.match(text, /get_weather · selectools/);
      const payloads = jsonObjects(text);
      assert.equal(payloads.length, 2, `two payloads (native, Gemini) expected in the hover:\n${text}`);
      const [native, gemini] = payloads;
      assert.equal(native.name, 'weather.get');
      assert.equal(native.description, 'Current weather for a city, e.g. Zürich or Kraków.');
      assert.deepEqual(native.parameters.properties.city, { type: 'string', description: 'Parameter city' });
      assert.deepEqual(native.parameters.required, ['city']);
      assert.equal(gemini.name, 'weather.get');
      assert.equal(gemini.parameters.properties.city.type, 'STRING');
      await page.keyboard.press('Escape');
    });
  });

  it('runs "toolsight: Show tool schemas" from the command palette and shows the JSON view', { timeout: 60 * SECOND }, async () => {
    assert.ok(page, 'no page: an earlier test did not open the workbench');
    await step('show-tool-schemas', async () => {
      await page.keyboard.press('F1');
      const input = page.locator('.quick-input-widget input');
      await input.waitFor({ timeout: 10 * SECOND });
      await input.fill('>toolsight: Show tool schemas');
      // The exact title (package.json: category "toolsight", title "Show tool schemas").
      const item = page.locator('.quick-input-list .monaco-list-row', { hasText: /^toolsight: Show tool schemas/ }).first();
      await item.waitFor({ timeout: 10 * SECOND });
      await item.click();
      const view = page.locator('.editor-group-container', {
        has: page.locator('.tab.active', { hasText: 'weather_tools.get_weather schemas.jsonc' }),
      });
      await view.waitFor({ timeout: 30 * SECOND });
      // The view's lines, in order (Monaco positions them; the DOM order may differ).
      const text = await waitUntil("the schema view's text", 30 * SECOND, async () => {
        const lines = await view.locator('.monaco-editor .view-lines .view-line').evaluateAll((els) =>
          els
            .map((el) => ({ top: parseFloat(el.style.top), text: el.textContent ?? '' }))
            .sort((a, b) => a.top - b.top)
            .map((l) => l.text),
        );
        const t = plain(lines.join('\n'));
        if (!t.trimEnd().endsWith('}')) {
          throw new Error(`the view shows (not all of it rendered?): ${JSON.stringify(t)}`);
        }
        return t;
      });
      await shot('tool-schemas');
      assert.match(text, /^\/\/ toolsight: weather_tools\.get_weather \(selectools\)/);
      assert.match(text, /^\/\/ +N001 error: tool name `weather\.get`/m);
      // JSONC: the comments are whole lines.
      const json = JSON.parse(
        text
          .split('\n')
          .filter((l) => !l.trim().startsWith('//'))
          .join('\n'),
      );
      assert.deepEqual(Object.keys(json), ['native', 'gemini']);
      assert.equal(json.native.name, 'weather.get');
      assert.equal(json.native.description, 'Current weather for a city, e.g. Zürich or Kraków.');
      assert.deepEqual(Object.keys(json.native.parameters.properties), ['city', 'unit']);
      assert.equal(json.gemini.parameters.type, 'OBJECT');
    });
  });
});
