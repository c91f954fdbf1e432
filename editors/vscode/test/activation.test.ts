// Activates the extension under Node with a stand-in `vscode` module (test/fake-vscode.ts)
// and the real `toolsight lsp`: the glue that unit tests cannot reach. Skipped without a
// server binary, like server.test.ts.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';

import * as fake from './fake-vscode';

const extensionDir = path.resolve(__dirname, '../..');
const repo = path.resolve(extensionDir, '../..');
const binary = [
  process.env.TOOLSIGHT_BIN,
  path.join(repo, 'target/debug/toolsight'),
  path.join(repo, 'target/release/toolsight'),
].find((p): p is string => process.env.TOOLSIGHT_BIN !== 'none' && p !== undefined && p !== '' && existsSync(p));

const fixture = path.join(extensionDir, 'test/fixtures/shop_tools.py');
const rustFixture = path.join(extensionDir, 'test/fixtures/wetter.rs');

/** Resolves when `fake.log` emits `event` with arguments `pred` accepts. */
function next<T extends unknown[]>(event: string, pred: (...args: T) => boolean = () => true, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      fake.log.off(event, on);
      reject(new Error(`timed out waiting for ${event}`));
    }, ms);
    const on = (...args: T) => {
      if (pred(...args)) {
        clearTimeout(timer);
        fake.log.off(event, on);
        resolve(args);
      }
    };
    fake.log.on(event, on);
  });
}

/** A diagnostic's code as text (the client may wrap it as `{ value, target }`). */
function code(d: fake.Diagnostic): string {
  const c = d.code as { value?: unknown } | string | number | undefined;
  return String(typeof c === 'object' && c !== null ? c.value : c);
}

interface ExtensionModule {
  activate(context: unknown): Promise<void>;
  deactivate(): Promise<void>;
}

const skip = binary === undefined ? 'no toolsight binary: run cargo build at the repository root, or set TOOLSIGHT_BIN' : false;
if (skip) {
  it('activates the extension against toolsight lsp', { skip }, () => {});
}

describe('the extension, activated with a stand-in vscode', { skip }, () => {
  let ext: ExtensionModule;
  const doc = new fake.FakeDocument(fake.Uri.file(fixture), 'python', readFileSync(fixture, 'utf8'));
  const docUri = doc.uri.toString();
  const context = { subscriptions: [] as { dispose(): void }[], extensionPath: extensionDir, extensionUri: fake.Uri.file(extensionDir) };

  before(async () => {
    fake.install();
    fake.state.settings = { toolsight: { path: binary, ignore: ['V'] } };
    fake.state.documents.push(doc);
    fake.state.activeEditor = { document: doc, selection: new fake.Selection(new fake.Position(0, 0), new fake.Position(0, 0)), viewColumn: 1 };
    // Loaded here, after the hook, so its `require('vscode')` gets the stand-in.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    ext = require('../src/extension') as ExtensionModule;
    const diagnostics = next('diagnostics', (uri: string) => uri === docUri);
    await ext.activate(context);
    try {
      await diagnostics;
    } catch (e) {
      console.error(fake.state.output.join('\n'), fake.state.messages);
      throw e;
    }
  });

  after(async () => {
    await ext.deactivate();
    context.subscriptions.forEach((d) => d.dispose());
  });

  it('starts the server from toolsight.path with no warning, and gets diagnostics', () => {
    assert.ok(fake.state.output.some((l) => l.includes(`Starting ${binary} lsp (found via the toolsight.path setting)`)), fake.state.output.join('\n'));
    assert.deepEqual(fake.state.messages, []);
    const codes = (fake.state.diagnostics.get(docUri) ?? []).map(code);
    assert.ok(codes.length > 0);
    // initializationOptions carried `ignore: ["V"]` (the fixture has V001 otherwise).
    assert.ok(codes.every((c) => !c.startsWith('V')), codes.join(' '));
  });

  it("registers its commands, and the client registers the server's without a clash", () => {
    for (const c of ['toolsight.showToolSchemas', 'toolsight.showFileSchemas', 'toolsight.restartServer', 'toolsight.showOutput', 'toolsight.showSchemas']) {
      assert.ok(fake.state.commands.has(c), c);
    }
  });

  it('shows the counts in the status bar', async () => {
    const status = fake.state.status.text.includes('3 tools') ? fake.state.status : (await next<[typeof fake.state.status]>('status', (s) => s.text.includes('3 tools')))[0];
    assert.match(status.text, /^\$\(tools\) 3 tools \$\(warning\) \d+ problems?$/);
  });

  it("opens every tool's schemas from the status bar item's command", async () => {
    const shown = next('shown');
    await fake.commands.executeCommand('toolsight.showFileSchemas', docUri);
    await shown;
    const view = fake.state.shown[fake.state.shown.length - 1];
    assert.ok(view.uri.startsWith('toolsight-schemas:/shop_tools.py'), view.uri);
    assert.match(view.content, /^\/\/ toolsight: 3 tools in shop_tools\.py, \d+ problems?$/m);
  });

  it("opens a code lens's command as a JSON view beside the editor", async () => {
    const shown = next('shown');
    await fake.commands.executeCommand('toolsight.showSchemas', docUri, 'search_products');
    await shown;
    const view = fake.state.shown[fake.state.shown.length - 1];
    assert.equal(view.viewColumn, fake.ViewColumn.Beside);
    assert.match(view.uri, /^toolsight-schemas:\/shop_tools\.search_products|^toolsight-schemas:\/search_products/);
    assert.match(view.content, /^\/\/ toolsight: shop_tools\.search_products \(stores\) as 4 providers receive it/);
    assert.match(view.content, /"anthropic": \{/);
    const viewDoc = fake.state.documents.find((d) => d.uri.toString() === view.uri);
    assert.equal(viewDoc?.languageId, 'jsonc');
  });

  it('shows the tool at the cursor with "toolsight: Show tool schemas"', async () => {
    // Line 17 (0-based) is inside `def order_status(...)`.
    fake.state.activeEditor!.selection = new fake.Selection(new fake.Position(16, 8), new fake.Position(16, 8));
    const shown = next('shown');
    await fake.commands.executeCommand('toolsight.showToolSchemas');
    await shown;
    const view = fake.state.shown[fake.state.shown.length - 1];
    assert.match(view.content, /^\/\/ toolsight: shop_tools\.order_status \(stores\)/);
  });

  it('refreshes the open view when the source changes', async () => {
    const updated = next<[fake.FakeDocument]>('view-updated', (d) => d.getText().includes('no tool named shop_tools.order_status'));
    const diagnostics = next('diagnostics', (uri: string) => uri === docUri);
    // One incremental change replacing the whole text, as VS Code would describe it.
    const old = doc.getText();
    const lines = old.split('\n');
    const range = new fake.Range(0, 0, lines.length - 1, lines[lines.length - 1].length);
    doc.setText(old.replaceAll('order_status', 'track_order'));
    fake.events.change.fire({
      document: doc,
      contentChanges: [{ range, rangeOffset: 0, rangeLength: old.length, text: doc.getText() }],
      reason: undefined,
    });
    await diagnostics;
    await updated;
  });

  it('serves a Rust file too: diagnostics, and the tool at the cursor in the schema view', async () => {
    const rs = new fake.FakeDocument(fake.Uri.file(rustFixture), 'rust', readFileSync(rustFixture, 'utf8'));
    const rsUri = rs.uri.toString();
    const diagnostics = next<[string, fake.Diagnostic[]]>('diagnostics', (uri: string) => uri === rsUri);
    fake.state.documents.push(rs);
    fake.events.open.fire(rs);
    const [, ds] = await diagnostics;
    // `zeit` has no doc comment; `wetter_abrufen` has one.
    assert.deepEqual(ds.map(code), ['D001']);
    const python = fake.state.activeEditor;
    // Line 16 (0-based 15) is `async fn wetter_abrufen(...)`, after non-ASCII text.
    fake.state.activeEditor = { document: rs, selection: new fake.Selection(new fake.Position(15, 20), new fake.Position(15, 20)), viewColumn: 1 };
    try {
      let shown = next('shown');
      await fake.commands.executeCommand('toolsight.showToolSchemas');
      await shown;
      let view = fake.state.shown[fake.state.shown.length - 1];
      assert.match(view.content, /^\/\/ toolsight: wetter::Wetter::wetter_abrufen \(rmcp\) as 1 provider receive it$/m);
      assert.match(view.content, /"mcp": \{\n {4}"name": "wetter",/);
      // A code lens's command carries the Rust qualname.
      shown = next('shown');
      await fake.commands.executeCommand('toolsight.showSchemas', rsUri, 'Wetter::zeit');
      await shown;
      view = fake.state.shown[fake.state.shown.length - 1];
      assert.match(view.content, /^\/\/ toolsight: wetter::Wetter::zeit \(rmcp\)/m);
      assert.match(view.content, /D001/);
    } finally {
      fake.state.activeEditor = python;
    }
  });

  it('sends changed settings to the server, which applies them', async () => {
    const before = (fake.state.diagnostics.get(docUri) ?? []).map(code);
    assert.ok(before.some((c) => c.startsWith('N')), before.join(' '));
    fake.state.settings = { toolsight: { path: binary, ignore: ['V', 'N'] } };
    const diagnostics = next('diagnostics', (uri: string, ds: fake.Diagnostic[]) => uri === docUri && ds.length < before.length);
    fake.events.configuration.fire({ affectsConfiguration: (s) => ['toolsight', 'toolsight.ignore'].includes(s) });
    const [, after] = await diagnostics;
    assert.ok(after.map(code).every((c) => !c.startsWith('N') && !c.startsWith('V')));
    assert.deepEqual(fake.state.messages, []);
  });

  it('reports settings it cannot use', async () => {
    fake.state.settings = { toolsight: { path: binary, ignore: ['V', 'N'], providers: ['cohere'] } };
    const message = next<[{ kind: string; text: string }]>('message');
    fake.events.configuration.fire({ affectsConfiguration: (s) => ['toolsight', 'toolsight.providers'].includes(s) });
    const [m] = await message;
    assert.equal(m.kind, 'warning');
    assert.match(m.text, /cohere/);
  });
});
