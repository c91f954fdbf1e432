import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  Key,
  KEYS,
  changeAction,
  didChangeConfigurationParams,
  getterFor,
  sameSettings,
  toServerSettings,
} from '../src/settings';

/** The VS Code defaults of every `toolsight.*` setting (as package.json declares them). */
const DEFAULTS: Record<string, unknown> = {
  path: null,
  providers: [],
  library: 'auto',
  defaultLibrary: null,
  gemini: { api: null, sdk: null },
  select: [],
  ignore: [],
  severity: {},
  trace: { server: 'off' },
};

const map = (section: Record<string, unknown>) => toServerSettings(getterFor({ ...DEFAULTS, ...section }));

describe('toServerSettings', () => {
  it('sends nothing for default settings', () => {
    assert.deepEqual(map({}), { settings: {}, problems: [] });
  });

  it('never sends editor-only settings (path, trace)', () => {
    const r = map({ path: '/x/toolsight', trace: { server: 'verbose' } });
    assert.deepEqual(r.settings, {});
  });

  it('maps every server setting to the key the server reads', () => {
    const r = map({
      providers: ['anthropic', 'openai-responses'],
      library: 'toolslm',
      defaultLibrary: 'selectools',
      gemini: { api: 'vertex', sdk: '1.11.0' },
      select: ['N', 'S001'],
      ignore: ['D'],
      severity: { N001: 'warning', S: 'hint' },
    });
    assert.deepEqual(r.problems, []);
    assert.deepEqual(r.settings, {
      providers: ['anthropic', 'openai-responses'],
      library: 'toolslm',
      'default-library': 'selectools',
      gemini: { api: 'vertex', sdk: '1.11.0' },
      select: ['N', 'S001'],
      ignore: ['D'],
      severity: { N001: 'warning', S: 'hint' },
    });
  });

  it('omits "auto" library and empty lists, objects and strings', () => {
    const r = map({ library: 'auto', providers: [], select: [' '], severity: {}, gemini: { api: '', sdk: '  ' } });
    assert.deepEqual(r, { settings: {}, problems: [] });
  });

  it('sends only the gemini fields that are set', () => {
    assert.deepEqual(map({ gemini: { api: 'developer', sdk: null } }).settings, { gemini: { api: 'developer' } });
    assert.deepEqual(map({ gemini: { api: null, sdk: '1.11' } }).settings, { gemini: { sdk: '1.11' } });
  });

  it('drops invalid values with a reason, and keeps the valid ones', () => {
    const r = map({
      providers: ['anthropic', 'cohere', 3],
      library: 'griptape',
      defaultLibrary: 'auto',
      gemini: { api: 'studio', sdk: 'latest' },
      select: ['N', 'n002', 'S 1'],
      ignore: 'D',
      severity: { N001: 'fatal', S002: 'warn', 'bad code': 'error', K: 'Information' },
    });
    assert.deepEqual(r.settings, {
      providers: ['anthropic'],
      select: ['N'],
      ignore: ['D'],
      severity: { S002: 'warning', K: 'info' },
    });
    const text = r.problems.join('\n');
    for (const bad of ['cohere', '3', 'griptape', 'defaultLibrary', 'studio', 'latest', 'n002', 'S 1', 'fatal', 'bad code']) {
      assert.ok(text.includes(bad), `no problem mentions ${bad}:\n${text}`);
    }
    assert.equal(r.problems.length, 10);
  });

  it('rejects wrongly typed settings', () => {
    const r = map({ providers: { anthropic: true }, select: 5, severity: ['N001'] });
    assert.deepEqual(r.settings, {});
    assert.equal(r.problems.length, 3);
  });

  it('trims and de-duplicates list entries', () => {
    assert.deepEqual(map({ select: [' N ', 'N', 'S001'] }).settings, { select: ['N', 'S001'] });
  });

  it('reads through the getter by dotted key', () => {
    const seen: Key[] = [];
    toServerSettings((k) => {
      seen.push(k);
      return undefined;
    });
    assert.deepEqual(
      [...seen].sort(),
      KEYS.filter((k) => k !== 'path' && k !== 'trace.server').sort(),
    );
    assert.equal(getterFor({ gemini: { api: 'vertex' } })('gemini.api'), 'vertex');
    assert.equal(getterFor({ gemini: null })('gemini.api'), undefined);
  });
});

describe('on a settings change', () => {
  const affecting =
    (...changed: string[]) =>
    (section: string) =>
      changed.some((c) => c === section || c.startsWith(`${section}.`));

  it('restarts the server when the binary changes', () => {
    assert.equal(changeAction(affecting('toolsight.path')), 'restart');
    assert.equal(changeAction(affecting('toolsight.path', 'toolsight.select')), 'restart');
  });

  it('notifies the server when one of its settings changes', () => {
    for (const key of ['providers', 'library', 'defaultLibrary', 'gemini.api', 'gemini.sdk', 'select', 'ignore', 'severity']) {
      assert.equal(changeAction(affecting(`toolsight.${key}`)), 'notify', key);
    }
  });

  it('does nothing for trace (the client handles it) or other sections', () => {
    assert.equal(changeAction(affecting('toolsight.trace.server')), 'none');
    assert.equal(changeAction(affecting('python.analysis.typeCheckingMode')), 'none');
  });

  it('sends the whole settings object nested under "toolsight"', () => {
    const { settings } = map({ providers: ['gemini'], ignore: ['D'] });
    assert.deepEqual(didChangeConfigurationParams(settings), {
      settings: { toolsight: { providers: ['gemini'], ignore: ['D'] } },
    });
    // Reverting to defaults sends an empty object: the server starts from its defaults.
    assert.deepEqual(didChangeConfigurationParams(map({}).settings), { settings: { toolsight: {} } });
  });

  it('skips sending when the mapped settings did not change', () => {
    const a = map({ severity: { N001: 'warning', S: 'hint' }, select: ['N'] }).settings;
    const b = map({ select: ['N'], severity: { S: 'hint', N001: 'warn' } }).settings;
    assert.ok(sameSettings(a, b));
    assert.ok(!sameSettings(a, map({ select: ['S'] }).settings));
    // An invalid edit maps to the same settings: nothing to send.
    assert.ok(sameSettings(map({}).settings, map({ library: 'nope' }).settings));
  });
});
