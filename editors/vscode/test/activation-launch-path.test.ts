// Activates the extension the way code-server starts it: toolsight is on the PATH the
// editor's server was started with, but not on the extension host's own PATH (code-server
// replaces it with a login shell's; see discovery.ts), and no toolsight.path is set. The
// real server must still start. Linux only (the launch environment is read from /proc), and
// skipped without a server binary, like activation.test.ts.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';

import * as fake from './fake-vscode';
import { launchedWith } from './launch-env';

const extensionDir = path.resolve(__dirname, '../..');
const repo = path.resolve(extensionDir, '../..');
const binary = [
  process.env.TOOLSIGHT_BIN,
  path.join(repo, 'target/debug/toolsight'),
  path.join(repo, 'target/release/toolsight'),
].find((p): p is string => process.env.TOOLSIGHT_BIN !== 'none' && p !== undefined && p !== '' && existsSync(p));
const fixture = path.join(extensionDir, 'test/fixtures/shop_tools.py');

interface ExtensionModule {
  activate(context: unknown): Promise<void>;
  deactivate(): Promise<void>;
}

const skip =
  process.platform !== 'linux'
    ? 'reads /proc: Linux only'
    : binary === undefined
      ? 'no toolsight binary: run cargo build at the repository root, or set TOOLSIGHT_BIN'
      : false;

describe('the extension, with toolsight only on the PATH code-server was started with', { skip }, () => {
  let ext: ExtensionModule;
  let undo = (): void => {};
  const root = mkdtempSync(path.join(tmpdir(), 'toolsight-launch-'));
  // What a login shell's PATH gives the extension host: no toolsight anywhere on it.
  const hostBin = path.join(root, 'remote-cli');
  // Where the user put toolsight, on code-server's PATH only (a symlink, as many installs are).
  const launchBin = path.join(root, 'bin');
  const saved = { PATH: process.env.PATH, HOME: process.env.HOME, CARGO_HOME: process.env.CARGO_HOME };
  const doc = new fake.FakeDocument(fake.Uri.file(fixture), 'python', readFileSync(fixture, 'utf8'));
  const context = { subscriptions: [] as { dispose(): void }[], extensionPath: root, extensionUri: fake.Uri.file(root) };

  before(async () => {
    fake.install();
    mkdirSync(hostBin);
    mkdirSync(launchBin);
    symlinkSync(binary!, path.join(launchBin, 'toolsight'));
    undo = await launchedWith({ PATH: `${launchBin}:/usr/bin:/bin`, HOME: root });
    process.env.PATH = hostBin;
    process.env.HOME = root;
    delete process.env.CARGO_HOME;
    fake.state.settings = { toolsight: {} };
    fake.state.documents.push(doc);
    fake.state.activeEditor = { document: doc, selection: new fake.Selection(new fake.Position(0, 0), new fake.Position(0, 0)), viewColumn: 1 };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    ext = require('../src/extension') as ExtensionModule;
  });

  after(async () => {
    await ext.deactivate();
    context.subscriptions.forEach((d) => d.dispose());
    undo();
    Object.assign(process.env, saved);
    rmSync(root, { recursive: true, force: true });
  });

  it('starts the server found there and gets diagnostics', async () => {
    const diagnostics = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no diagnostics from the server within 10 s')), 10_000);
      fake.log.once('diagnostics', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await ext.activate(context);
    const server = path.join(launchBin, 'toolsight');
    assert.deepEqual(fake.state.messages, [], fake.state.output.join('\n'));
    assert.ok(
      fake.state.output.some((l) => l.startsWith(`Starting ${server} lsp (found via the PATH the editor's process was started with`)),
      fake.state.output.join('\n'),
    );
    await diagnostics;
    assert.ok((fake.state.diagnostics.get(doc.uri.toString()) ?? []).length > 0);
  });
});
