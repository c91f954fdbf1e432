// Activates the extension with a stand-in `vscode` on a machine without the server: it must
// say what to do instead of failing quietly. Needs no binary.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';

import * as fake from './fake-vscode';
import { launchedWith } from './launch-env';

interface ExtensionModule {
  activate(context: unknown): Promise<void>;
  deactivate(): Promise<void>;
}

describe('the extension, with no server anywhere', () => {
  let ext: ExtensionModule;
  const empty = mkdtempSync(path.join(tmpdir(), 'toolsight-none-'));
  const saved = { PATH: process.env.PATH, HOME: process.env.HOME, CARGO_HOME: process.env.CARGO_HOME };
  const context = { subscriptions: [] as { dispose(): void }[], extensionPath: empty };
  let undo = (): void => {};

  before(async () => {
    fake.install();
    // The extension also searches the PATH of the process that started it (here the test
    // runner, whose PATH may well hold a toolsight): make that one empty too.
    undo = await launchedWith({ PATH: empty, HOME: empty });
    process.env.PATH = empty;
    process.env.HOME = empty;
    delete process.env.CARGO_HOME;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    ext = require('../src/extension') as ExtensionModule;
  });

  after(async () => {
    await ext.deactivate();
    context.subscriptions.forEach((d) => d.dispose());
    undo();
    Object.assign(process.env, saved);
    rmSync(empty, { recursive: true, force: true });
  });

  it('shows the install command and the setting, in a message, the log and the status bar', async () => {
    await ext.activate(context);
    const errors = fake.state.messages.filter((m) => m.kind === 'error');
    assert.equal(errors.length, 1, JSON.stringify(fake.state.messages));
    assert.match(errors[0].text, /cargo install --path server/);
    assert.match(errors[0].text, /toolsight\.path/);
    assert.ok(fake.state.output.some((l) => l.startsWith('Looked for: ') && l.includes(path.join(empty, 'server', 'toolsight'))));
    assert.equal(fake.state.status.visible, true);
    assert.match(String(fake.state.status.tooltip), /cargo install --path server/);
  });

  it('still registers its commands, which explain instead of failing', async () => {
    assert.ok(fake.state.commands.has('toolsight.showToolSchemas'));
    assert.ok(!fake.state.commands.has('toolsight.showSchemas'), 'no server, so no server command');
    fake.state.messages.length = 0;
    await fake.commands.executeCommand('toolsight.showToolSchemas');
    assert.match(fake.state.messages[0]?.text ?? '', /open a Python or Rust file|not running/);
  });
});
