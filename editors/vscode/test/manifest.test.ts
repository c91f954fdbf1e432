// Checks package.json against the code: activation events, settings and commands.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';

import { LANGUAGES, activationEvents, documentSelector, isServed, whenServed } from '../src/languages';
import { GEMINI_APIS, KEYS, LIBRARIES, PROVIDERS, SECTION, SEVERITIES } from '../src/settings';
import { SHOW_SCHEMAS } from '../src/schemas';

interface Manifest {
  main: string;
  publisher: string;
  license: string;
  repository: unknown;
  engines: { vscode: string };
  activationEvents: string[];
  devDependencies: Record<string, string>;
  capabilities?: { untrustedWorkspaces?: { supported: boolean | string; description?: string; restrictedConfigurations?: string[] } };
  contributes: {
    commands: { command: string }[];
    menus: Record<string, { command: string; when?: string }[]>;
    configuration: { properties: Record<string, { scope?: string; enum?: unknown[]; items?: { enum?: unknown[] }; additionalProperties?: { enum?: unknown[] } }> };
  };
}

// Tests run from out/test/; package.json is two levels up.
const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as Manifest;
const props = manifest.contributes.configuration.properties;

describe('package.json', () => {
  it('activates on exactly the served languages', () => {
    assert.deepEqual(manifest.activationEvents, activationEvents());
    assert.deepEqual(activationEvents(['python', 'rust']), ['onLanguage:python', 'onLanguage:rust']);
  });

  it('offers the schema commands in exactly the served languages', () => {
    const items = Object.values(manifest.contributes.menus).flat();
    assert.ok(items.length >= 3);
    for (const item of items) {
      assert.equal(item.when, whenServed(), item.command);
    }
    assert.equal(whenServed(['python', 'rust']), 'editorLangId == python || editorLangId == rust');
  });

  it('declares exactly the settings the extension reads', () => {
    assert.deepEqual(
      Object.keys(props).sort(),
      KEYS.map((k) => `${SECTION}.${k}`).sort(),
    );
  });

  it('lets only the user, not a workspace, choose the executable', () => {
    // A workspace setting could point `toolsight.path` at a program in the repository.
    assert.equal(props['toolsight.path'].scope, 'machine');
    const untrusted = manifest.capabilities?.untrustedWorkspaces;
    assert.ok(untrusted, 'capabilities.untrustedWorkspaces is declared');
    assert.equal(untrusted.supported, 'limited');
    assert.deepEqual(untrusted.restrictedConfigurations, ['toolsight.path']);
  });

  it("offers the server's values in its enums", () => {
    assert.deepEqual(props['toolsight.providers'].items?.enum, [...PROVIDERS]);
    assert.deepEqual(props['toolsight.library'].enum, ['auto', ...LIBRARIES]);
    assert.deepEqual(props['toolsight.defaultLibrary'].enum, [...LIBRARIES, null]);
    assert.deepEqual(props['toolsight.gemini.api'].enum, [...GEMINI_APIS, null]);
    assert.deepEqual(props['toolsight.severity'].additionalProperties?.enum, [...SEVERITIES]);
  });

  it('does not contribute the server command (the language client registers it)', () => {
    const commands = manifest.contributes.commands.map((c) => c.command);
    assert.ok(commands.includes('toolsight.showToolSchemas'));
    assert.ok(!commands.includes(SHOW_SCHEMAS));
  });

  it('has what vsce needs, and types no newer than the engine', () => {
    assert.equal(manifest.main, './dist/extension.js');
    assert.equal(manifest.license, 'MIT');
    assert.ok(manifest.publisher && manifest.repository);
    const engine = manifest.engines.vscode.replace(/^\^/, '');
    assert.equal(manifest.devDependencies['@types/vscode'], engine);
    assert.match(manifest.devDependencies['@vscode/vsce'], /^~?\^?3\./);
  });
});

describe('languages', () => {
  it('serves Python and Rust files and unsaved buffers', () => {
    assert.deepEqual(LANGUAGES, ['python', 'rust']);
    assert.deepEqual(documentSelector(), [
      { scheme: 'file', language: 'python' },
      { scheme: 'untitled', language: 'python' },
      { scheme: 'file', language: 'rust' },
      { scheme: 'untitled', language: 'rust' },
    ]);
    assert.deepEqual(manifest.activationEvents, ['onLanguage:python', 'onLanguage:rust']);
    assert.ok(isServed('python', 'file'));
    assert.ok(isServed('rust', 'file'));
    assert.ok(isServed('rust', 'untitled'));
    assert.ok(!isServed('python', 'git'));
    assert.ok(!isServed('rust', 'git'));
    assert.ok(!isServed('toml', 'file'));
  });
});
