import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  SCHEME,
  ShowSchemasResult,
  Tool,
  parseResult,
  renderSchemas,
  selectTools,
  showSchemasArgs,
  statusSummary,
  targetForTool,
  targetFromQuery,
  uriBasename,
  viewUriParts,
} from '../src/schemas';

const URI = 'file:///home/u/proj/weather_tools.py';

function tool(fn: string, over: Partial<Tool> = {}): Tool {
  const name = fn.slice(fn.lastIndexOf('.') + 1);
  return {
    function: fn,
    library: 'stores',
    entries: [
      {
        function: fn,
        name,
        library: 'stores',
        provider: 'anthropic',
        schema: { name, description: 'Get it.', input_schema: { type: 'object', properties: {} } },
      },
      {
        function: fn,
        name,
        library: 'stores',
        provider: 'openai-chat',
        schema: { type: 'function', function: { name, parameters: { type: 'object' } } },
      },
    ],
    problems: [],
    ...over,
  };
}

/** The view text as JSON: drops the whole-line `//` comments and parses the rest. */
function body(text: string): unknown {
  return JSON.parse(
    text
      .split('\n')
      .filter((l) => !/^\s*\/\//.test(l))
      .join('\n'),
  );
}

const forecast = tool('weather_tools.get_forecast', {
  problems: [
    { code: 'D001', message: 'parameter `city` has no description', severity: 'warning' },
    { code: 'S003', message: 'line one\nline two', severity: 'error' },
  ],
});
const method = tool('weather_tools.Client.get_forecast');
const alerts = tool('weather_tools.get_alerts');
const RESULT: ShowSchemasResult = { tools: [forecast, method, alerts] };

describe('parseResult', () => {
  it('accepts the server answer and normalises missing parts', () => {
    const r = parseResult({
      tools: [
        {
          function: 'm.f',
          library: 'stores',
          entries: [{ function: 'm.f', name: 'f', library: 'stores', provider: 'gemini', error: { code: 'G001', message: 'no' } }],
        },
      ],
    });
    assert.deepEqual(r.tools[0].problems, []);
    assert.deepEqual(r.tools[0].entries[0].error, { code: 'G001', message: 'no' });
    assert.ok(!('schema' in r.tools[0].entries[0]));
  });

  it('throws on an answer of another shape', () => {
    assert.throws(() => parseResult(null), /unexpected/);
    assert.throws(() => parseResult({ tool: [] }), /unexpected/);
  });
});

describe('targets', () => {
  it('asks by simple name for a tool found by position, and keeps its full name', () => {
    const t = targetForTool(URI, 'weather_tools.Client.get_forecast');
    assert.deepEqual(t, { uri: URI, name: 'get_forecast', function: 'weather_tools.Client.get_forecast' });
    assert.deepEqual(showSchemasArgs(t), [URI, 'get_forecast']);
    assert.deepEqual(showSchemasArgs({ uri: URI }), [URI]);
  });

  it('picks the exact function out of a simple-name answer', () => {
    assert.deepEqual(selectTools(RESULT, targetForTool(URI, 'weather_tools.Client.get_forecast')), [method]);
    assert.deepEqual(selectTools(RESULT, targetForTool(URI, 'weather_tools.get_forecast')), [forecast]);
    assert.deepEqual(selectTools(RESULT, targetForTool(URI, 'weather_tools.gone')), []);
  });

  it("picks a code lens's qualname: the shortest full name ending in it", () => {
    assert.deepEqual(selectTools(RESULT, { uri: URI, name: 'get_forecast' }), [forecast]);
    assert.deepEqual(selectTools(RESULT, { uri: URI, name: 'Client.get_forecast' }), [method]);
    assert.deepEqual(selectTools({ tools: [method] }, { uri: URI, name: 'get_forecast' }), [method]);
    assert.deepEqual(selectTools(RESULT, { uri: URI, name: 'forecast' }), []);
  });

  it('takes Rust paths (`::`) apart like Python ones', () => {
    const rs = 'file:///src/wetter.rs';
    const tool = (fn: string) => ({ function: fn, library: 'rmcp', entries: [], problems: [] });
    const method = tool('wetter::Wetter::abrufen');
    const free = tool('wetter::abrufen');
    const t = targetForTool(rs, 'wetter::Wetter::abrufen');
    assert.deepEqual(t, { uri: rs, name: 'abrufen', function: 'wetter::Wetter::abrufen' });
    assert.deepEqual(selectTools({ tools: [free, method] }, t), [method]);
    // A code lens carries the qualname `Wetter::abrufen`, or `abrufen` for a free fn.
    assert.deepEqual(selectTools({ tools: [free, method] }, { uri: rs, name: 'Wetter::abrufen' }), [method]);
    assert.deepEqual(selectTools({ tools: [free, method] }, { uri: rs, name: 'abrufen' }), [free]);
    assert.deepEqual(selectTools({ tools: [free, method] }, { uri: rs, name: 'rufen' }), []);
    assert.equal(targetForTool(rs, 'abrufen').name, 'abrufen');
    assert.equal(targetForTool(rs, 'größe').name, 'größe');
  });

  it('shows every tool without a name', () => {
    assert.deepEqual(selectTools(RESULT, { uri: URI }), RESULT.tools);
  });

  it('round-trips through the view URI, which names the tool and ends in .jsonc', () => {
    const odd = 'file:///c%3A/My%20Tools/a&b=c.py';
    for (const t of [
      targetForTool(URI, 'weather_tools.get_forecast'),
      { uri: odd, name: 'Client.run' },
      { uri: 'untitled:Untitled-1' },
    ]) {
      const parts = viewUriParts(t);
      assert.equal(parts.scheme, SCHEME);
      assert.match(parts.path, /^\/[^/]+ schemas\.jsonc$/);
      assert.deepEqual(targetFromQuery(parts.query), t);
    }
    assert.equal(viewUriParts({ uri: URI }).path, '/weather_tools.py schemas.jsonc');
    assert.equal(viewUriParts({ uri: URI, name: 'a/b' }).path, '/a_b schemas.jsonc');
    assert.equal(targetFromQuery(''), undefined);
  });

  it('names files by their decoded last segment', () => {
    assert.equal(uriBasename('file:///c%3A/My%20Tools/x.py'), 'x.py');
    assert.equal(uriBasename('file:///a/b%20c.py?x#y'), 'b c.py');
    assert.equal(uriBasename('untitled:Untitled-1'), 'Untitled-1');
  });
});

describe('renderSchemas', () => {
  it('shows one tool as provider -> payload, with its problems as comments', () => {
    const text = renderSchemas({ target: targetForTool(URI, forecast.function), result: RESULT });
    assert.deepEqual(body(text), {
      anthropic: forecast.entries[0].schema,
      'openai-chat': forecast.entries[1].schema,
    });
    const lines = text.split('\n');
    assert.match(lines[0], /^\/\/ toolsight: weather_tools\.get_forecast \(stores\) as 2 providers receive it$/);
    assert.ok(lines.includes('//   D001 warning: parameter `city` has no description'));
    // A multi-line message stays inside comments.
    assert.ok(lines.includes('//   S003 error: line one'));
    assert.ok(lines.includes('// line two'));
    assert.ok(lines.includes('  // anthropic · get_forecast'));
    assert.ok(text.endsWith('}\n'));
  });

  it('pretty-prints payloads with two-space indents', () => {
    const text = renderSchemas({ target: { uri: URI, name: 'get_alerts' }, result: RESULT });
    assert.ok(text.includes('  "anthropic": {\n    "name": "get_alerts",\n'), text);
  });

  it('shows a provider that cannot format the tool as its error', () => {
    const t = tool('m.f', {
      entries: [{ function: 'm.f', name: 'f', library: 'stores', provider: 'gemini', error: { code: 'G002', message: 'tuple not supported' } }],
    });
    const text = renderSchemas({ target: { uri: URI }, result: { tools: [t] } });
    assert.deepEqual(body(text), { gemini: { error: { code: 'G002', message: 'tuple not supported' } } });
    assert.match(text, /\/\/ gemini · f · cannot be formatted: G002 tuple not supported/);
  });

  it('keeps both entries when a provider appears twice', () => {
    const t = tool('m.f');
    t.entries.push({ ...t.entries[0], library: 'toolslm', schema: { other: true } });
    const b = body(renderSchemas({ target: { uri: URI }, result: { tools: [t] } })) as Record<string, unknown>;
    assert.deepEqual(Object.keys(b), ['anthropic', 'openai-chat', 'anthropic (2)']);
    assert.deepEqual(b['anthropic (2)'], { other: true });
  });

  it('shows several tools keyed by full name', () => {
    const text = renderSchemas({ target: { uri: URI }, result: RESULT });
    const b = body(text) as Record<string, Record<string, unknown>>;
    assert.deepEqual(Object.keys(b), RESULT.tools.map((t) => t.function));
    assert.deepEqual(b['weather_tools.get_alerts'].anthropic, alerts.entries[0].schema);
    assert.match(text, /^\/\/ toolsight: 3 tools in weather_tools\.py, 2 problems$/m);
    assert.match(text, /^ {2}\/\/ weather_tools\.get_forecast \(stores\) · 2 problems$/m);
  });

  it('says so when the tool is gone, the file has none, or the server failed', () => {
    const gone = renderSchemas({ target: targetForTool(URI, 'weather_tools.old'), result: RESULT });
    assert.match(gone, /no tool named weather_tools\.old in weather_tools\.py/);
    assert.deepEqual(body(gone), {});
    const none = renderSchemas({ target: { uri: URI }, result: { tools: [] } });
    assert.match(none, /no tool functions in weather_tools\.py/);
    const failed = renderSchemas({ target: { uri: URI, name: 'f' }, result: { error: 'file:///x.py is not open' } });
    assert.match(failed, /cannot show the schemas of f:\n\/\/ {3}file:\/\/\/x\.py is not open/);
    assert.deepEqual(body(failed), {});
  });

  it('keeps comments on whole lines, even for payloads containing //', () => {
    const t = tool('m.f');
    t.entries[0].schema = { description: 'see https://example.com // not a comment' };
    const text = renderSchemas({ target: { uri: URI }, result: { tools: [t] } });
    assert.deepEqual((body(text) as Record<string, unknown>).anthropic, t.entries[0].schema);
  });
});

describe('statusSummary', () => {
  it('counts tools and problems', () => {
    assert.deepEqual(statusSummary(RESULT, 'weather_tools.py'), {
      text: '$(tools) 3 tools $(warning) 2 problems',
      tooltip: "toolsight: 3 tools in weather_tools.py, 2 problems. Click to show every tool's schemas.",
    });
    assert.equal(statusSummary({ tools: [alerts] }, 'a.py').text, '$(tools) 1 tool');
    assert.equal(
      statusSummary({ tools: [tool('m.f', { problems: [forecast.problems[0]] })] }, 'a.py').text,
      '$(tools) 1 tool $(warning) 1 problem',
    );
  });

  it('shows an empty file and a failure', () => {
    assert.deepEqual(statusSummary({ tools: [] }, 'a.py'), {
      text: '$(tools) 0 tools',
      tooltip: 'toolsight: no tool functions in a.py',
    });
    assert.deepEqual(statusSummary({ error: 'boom' }, 'a.py'), {
      text: '$(tools) toolsight $(error)',
      tooltip: 'toolsight: boom',
    });
  });
});
