// Runs the pure modules against the real `toolsight lsp` (no VS Code): the settings they
// send raise no warning, and the views render what the server answers. Skipped when no
// binary is found: set TOOLSIGHT_BIN, or `cargo build` at the repository root.
import assert from 'node:assert/strict';
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';

import {
  CodeLens,
  ProtocolConnection,
  PublishDiagnosticsParams,
  ShowMessageParams,
  StreamMessageReader,
  StreamMessageWriter,
  createProtocolConnection,
} from 'vscode-languageserver-protocol/node';

import {
  SHOW_SCHEMAS,
  parseResult,
  renderSchemas,
  selectTools,
  showSchemasArgs,
  statusSummary,
  targetForTool,
  Target,
} from '../src/schemas';
import { didChangeConfigurationParams, getterFor, toServerSettings } from '../src/settings';

// Tests run from out/test/: the extension is two levels up, the repository four.
const extensionDir = path.resolve(__dirname, '../..');
const repo = path.resolve(extensionDir, '../..');
// TOOLSIGHT_BIN=none skips these tests.
const binary = [
  process.env.TOOLSIGHT_BIN,
  path.join(repo, 'target/debug/toolsight'),
  path.join(repo, 'target/release/toolsight'),
].find((p): p is string => process.env.TOOLSIGHT_BIN !== 'none' && p !== undefined && p !== '' && existsSync(p));

const fixture = path.join(extensionDir, 'test/fixtures/shop_tools.py');
const URI = pathToFileURL(fixture).href;
const rustFixture = path.join(extensionDir, 'test/fixtures/wetter.rs');
const RUST_URI = pathToFileURL(rustFixture).href;

/** Every server setting, set, as a user could in settings.json. */
const FULL = {
  path: '/ignored/by/the/server',
  providers: ['anthropic', 'gemini', 'openai-chat', 'openai-responses'],
  library: 'stores',
  defaultLibrary: 'stores',
  gemini: { api: 'vertex', sdk: '1.11.0' },
  select: ['ALL'],
  ignore: ['D003'],
  severity: { N001: 'warning', V: 'hint' },
  trace: { server: 'verbose' },
};

const skip = binary === undefined ? 'no toolsight binary: run cargo build at the repository root, or set TOOLSIGHT_BIN' : false;
if (skip) {
  it('runs the pure modules against toolsight lsp', { skip }, () => {});
}

describe('against toolsight lsp', { skip }, () => {
  let child: ChildProcess;
  let conn: ProtocolConnection;
  const messages: ShowMessageParams[] = [];
  let diagnosticsWaiters: { uri: string; resolve: (p: PublishDiagnosticsParams) => void }[] = [];
  let messageWaiters: ((p: ShowMessageParams) => void)[] = [];

  /** Resolves on the next message the server shows. A settings change is answered by its
   * warnings and then by diagnostics, but a publication of the analysis the change
   * superseded may come first: waiting for the next diagnostics alone can end before the
   * warning arrives. */
  const nextMessage = () =>
    new Promise<ShowMessageParams>((resolve) => {
      messageWaiters.push(resolve);
    });

  /** Resolves on the next diagnostics the server publishes for `uri` (the Python fixture). */
  const nextDiagnostics = (uri = URI) =>
    new Promise<PublishDiagnosticsParams>((resolve) => {
      diagnosticsWaiters.push({ uri, resolve });
    });

  const showSchemas = async (args: unknown[]) =>
    parseResult(await conn.sendRequest('workspace/executeCommand', { command: SHOW_SCHEMAS, arguments: args }));

  before(async () => {
    child = spawn(binary!, ['lsp'], { stdio: ['pipe', 'pipe', 'inherit'] });
    conn = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
    conn.onNotification('window/showMessage', (p: ShowMessageParams) => {
      messages.push(p);
      const waiters = messageWaiters;
      messageWaiters = [];
      waiters.forEach((w) => w(p));
    });
    conn.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
      const waiters = diagnosticsWaiters.filter((w) => w.uri === p.uri);
      diagnosticsWaiters = diagnosticsWaiters.filter((w) => w.uri !== p.uri);
      waiters.forEach((w) => w.resolve(p));
    });
    conn.listen();
    const { settings, problems } = toServerSettings(getterFor(FULL));
    assert.deepEqual(problems, []);
    const init: { capabilities: { executeCommandProvider?: { commands: string[] } } } = await conn.sendRequest(
      'initialize',
      {
        processId: process.pid,
        rootUri: null,
        capabilities: {},
        initializationOptions: settings,
      },
    );
    assert.deepEqual(init.capabilities.executeCommandProvider?.commands, [SHOW_SCHEMAS]);
    await conn.sendNotification('initialized', {});
    const first = nextDiagnostics();
    await conn.sendNotification('textDocument/didOpen', {
      textDocument: { uri: URI, languageId: 'python', version: 1, text: readFileSync(fixture, 'utf8') },
    });
    await first;
  });

  after(async () => {
    try {
      await conn.sendRequest('shutdown');
      await conn.sendNotification('exit');
    } finally {
      conn.dispose();
      child.kill();
    }
  });

  it('takes every setting the extension sends, at start and on change, without a warning', async () => {
    assert.deepEqual(messages, []);
    for (const section of [FULL, {}, { ignore: ['N'], gemini: { api: 'developer' } }]) {
      const published = nextDiagnostics();
      await conn.sendNotification(
        'workspace/didChangeConfiguration',
        didChangeConfigurationParams(toServerSettings(getterFor(section)).settings),
      );
      await published;
      assert.deepEqual(messages, [], JSON.stringify(section));
    }
    // The last settings apply: no name rules.
    const codes = (await showSchemas([URI])).tools.flatMap((t) => t.problems.map((p) => p.code));
    assert.ok(codes.length > 0 && codes.every((c) => !c.startsWith('N')), codes.join(' '));
  });

  it('would warn about a key it does not know (so the check above means something)', { timeout: 30_000 }, async () => {
    const published = nextDiagnostics();
    const warned = nextMessage();
    await conn.sendNotification('workspace/didChangeConfiguration', { settings: { toolsight: { defaultLibrary: 'stores', bogus: 1 } } });
    await warned;
    await published;
    assert.equal(messages.length, 1);
    assert.match(messages[0].message, /bogus/);
    messages.length = 0;
    const reset = nextDiagnostics();
    await conn.sendNotification('workspace/didChangeConfiguration', didChangeConfigurationParams({}));
    await reset;
  });

  it('counts the tools and problems of the file for the status bar', async () => {
    const r = await showSchemas([URI]);
    assert.deepEqual(
      r.tools.map((t) => t.function),
      ['shop_tools.search_products', 'shop_tools.order_status', 'shop_tools.größe'],
    );
    const problems = r.tools.reduce((n, t) => n + t.problems.length, 0);
    assert.ok(problems >= 2, `expected the fixture's problems, got ${problems}`);
    assert.equal(statusSummary(r, 'shop_tools.py').text, `$(tools) 3 tools $(warning) ${problems} problems`);
  });

  it("opens a code lens's tool: one tool, every provider's payload", async () => {
    const lenses: CodeLens[] = await conn.sendRequest('textDocument/codeLens', { textDocument: { uri: URI } });
    assert.equal(lenses.length, 3);
    for (const lens of lenses) {
      assert.equal(lens.command?.command, SHOW_SCHEMAS);
      const [uri, qualname] = lens.command?.arguments as [string, string];
      assert.equal(uri, URI);
      const target: Target = { uri, name: qualname };
      const result = await showSchemas(showSchemasArgs(target));
      const tools = selectTools(result, target);
      assert.equal(tools.length, 1);
      assert.equal(tools[0].function, `shop_tools.${qualname}`);
      const text = renderSchemas({ target, result });
      const body = JSON.parse(text.split('\n').filter((l) => !/^\s*\/\//.test(l)).join('\n')) as Record<string, unknown>;
      assert.deepEqual(Object.keys(body), ['anthropic', 'gemini', 'openai-chat', 'openai-responses']);
      assert.ok(body.anthropic !== null && typeof body.anthropic === 'object');
    }
  });

  it('finds the tool at the cursor, including one with a non-ASCII name', async () => {
    // Line 21 (0-based) is `def größe(...)`; character 10 is inside the parameters.
    const here = await showSchemas([URI, { line: 21, character: 10 }]);
    assert.deepEqual(here.tools.map((t) => t.function), ['shop_tools.größe']);
    const target = targetForTool(URI, here.tools[0].function);
    const tools = selectTools(await showSchemas(showSchemasArgs(target)), target);
    assert.deepEqual(tools.map((t) => t.function), ['shop_tools.größe']);
    assert.ok(tools[0].problems.some((p) => p.code === 'N001'));
    // Outside any tool: nothing, and the command falls back to a pick of the file's tools.
    const none = await showSchemas([URI, { line: 26, character: 4 }]);
    assert.deepEqual(none.tools, []);
  });

  it('follows edits: a renamed tool leaves the view saying so', async () => {
    const target = targetForTool(URI, 'shop_tools.order_status');
    const published = nextDiagnostics();
    await conn.sendNotification('textDocument/didChange', {
      textDocument: { uri: URI, version: 2 },
      contentChanges: [{ text: readFileSync(fixture, 'utf8').replaceAll('order_status', 'track_order') }],
    });
    await published;
    const text = renderSchemas({ target, result: await showSchemas(showSchemasArgs(target)) });
    assert.match(text, /no tool named shop_tools\.order_status in shop_tools\.py/);
  });
  it('serves a Rust document (languageId rust): hover, code lenses and the tool at the cursor', async () => {
    const published = nextDiagnostics(RUST_URI);
    await conn.sendNotification('textDocument/didOpen', {
      textDocument: { uri: RUST_URI, languageId: 'rust', version: 1, text: readFileSync(rustFixture, 'utf8') },
    });
    assert.deepEqual((await published).diagnostics.map((d) => d.code), ['D001']);
    // Line 15 (0-based) is `async fn wetter_abrufen(...)`; the doc comment above it is non-ASCII.
    const at = { line: 15, character: 15 };
    const hover: { contents: { value: string } } = await conn.sendRequest('textDocument/hover', {
      textDocument: { uri: RUST_URI },
      position: at,
    });
    assert.match(hover.contents.value, /`wetter_abrufen` \(tool `wetter`\) · rmcp/);
    assert.match(hover.contents.value, /"name": "wetter",\n {2}"description": "Das Wetter in einer Stadt — 🌧️ oder ☀️\."/);
    const here = await showSchemas([RUST_URI, at]);
    assert.deepEqual(here.tools.map((t) => t.function), ['wetter::Wetter::wetter_abrufen']);
    const target = targetForTool(RUST_URI, here.tools[0].function);
    const tools = selectTools(await showSchemas(showSchemasArgs(target)), target);
    assert.deepEqual(tools.map((t) => t.function), ['wetter::Wetter::wetter_abrufen']);
    const lenses: CodeLens[] = await conn.sendRequest('textDocument/codeLens', { textDocument: { uri: RUST_URI } });
    assert.deepEqual(lenses.map((l) => (l.command?.arguments as string[])[1]), ['Wetter::wetter_abrufen', 'Wetter::zeit']);
    for (const lens of lenses) {
      const lensTarget: Target = { uri: RUST_URI, name: (lens.command?.arguments as string[])[1] };
      const picked = selectTools(await showSchemas(showSchemasArgs(lensTarget)), lensTarget);
      assert.deepEqual(picked.map((t) => t.function), [`wetter::${lensTarget.name}`]);
      const body = renderSchemas({ target: lensTarget, result: await showSchemas(showSchemasArgs(lensTarget)) });
      assert.match(body, /^ {2}"mcp": \{$/m);
    }
    assert.equal(statusSummary(await showSchemas([RUST_URI]), 'wetter.rs').text, '$(tools) 2 tools $(warning) 1 problem');
  });
});
