// The schema view and status bar, as pure functions of the server's `toolsight.showSchemas`
// answer: which tools a view shows, the view's URI, its JSONC text, and the status text.

/** The server command (code lenses carry it with `[uri, qualname]`). */
export const SHOW_SCHEMAS = 'toolsight.showSchemas';
/** The URI scheme of the read-only schema views. */
export const SCHEME = 'toolsight-schemas';

export interface Problem {
  code: string;
  message: string;
  severity: string;
}

export interface Entry {
  function: string;
  name: string;
  library: string;
  provider: string;
  schema?: unknown;
  error?: { code: string; message: string };
}

export interface Tool {
  /** `module.qualname` (Python) or `module::qualname` (Rust) */
  function: string;
  library: string;
  entries: Entry[];
  problems: Problem[];
}

export interface ShowSchemasResult {
  tools: Tool[];
}

/**
 * What a schema view shows: tools of the document `uri` (as the server knows it). With
 * `name`, only tools whose qualname or name is `name` (what the server filters by); with
 * `function` too, only the one whose full `module.qualname` is `function`. Neither: all.
 */
export interface Target {
  uri: string;
  name?: string;
  function?: string;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : fallback;
}

/** Checks and normalises a showSchemas answer; throws on one that is not of its shape. */
export function parseResult(v: unknown): ShowSchemasResult {
  if (!isObject(v) || !Array.isArray(v.tools)) {
    throw new Error(`unexpected toolsight.showSchemas answer: ${JSON.stringify(v)}`);
  }
  const tools: Tool[] = v.tools.filter(isObject).map((t) => ({
    function: str(t.function, '?'),
    library: str(t.library, '?'),
    entries: (Array.isArray(t.entries) ? t.entries : []).filter(isObject).map((e) => {
      const entry: Entry = {
        function: str(e.function),
        name: str(e.name),
        library: str(e.library),
        provider: str(e.provider, '?'),
      };
      if ('schema' in e) {
        entry.schema = e.schema;
      }
      if (isObject(e.error)) {
        entry.error = { code: str(e.error.code), message: str(e.error.message) };
      }
      return entry;
    }),
    problems: (Array.isArray(t.problems) ? t.problems : []).filter(isObject).map((p) => ({
      code: str(p.code),
      message: str(p.message),
      severity: str(p.severity),
    })),
  }));
  return { tools };
}

/** The command arguments that fetch `target`'s tools. */
export function showSchemasArgs(target: Target): unknown[] {
  return target.name === undefined ? [target.uri] : [target.uri, target.name];
}

/**
 * The last path component: `mod.Class.method` -> `method` (Python), and
 * `module::Type::method` -> `method` (Rust, whose paths the server joins with `::`).
 */
export function simpleName(fn: string): string {
  const dot = fn.lastIndexOf('.');
  const colons = fn.lastIndexOf('::');
  return fn.slice(Math.max(dot + 1, colons < 0 ? 0 : colons + 2));
}

/** Whether the full `function` path ends with the qualname `name` (`.` or `::` before it). */
function endsWithQualname(fn: string, name: string): boolean {
  return fn.endsWith(`.${name}`) || fn.endsWith(`::${name}`);
}

/**
 * The target for one tool found by position (`fn` is its `module.qualname`). It asks the
 * server by simple name, which survives edits that move the function, and keeps the full
 * name to pick the tool out when several share that name.
 */
export function targetForTool(uri: string, fn: string): Target {
  return { uri, name: simpleName(fn), function: fn };
}

/**
 * The tools of `result` that `target` shows. By `function`: that one. By `name` alone (a
 * code lens's qualname): the server also matched tools whose simple name is `name`; since
 * every tool of a document shares its module prefix, the one whose qualname is `name` has
 * the shortest `module.qualname` among those ending in `.name` (`::name` in Rust).
 */
export function selectTools(result: ShowSchemasResult, target: Target): Tool[] {
  if (target.function !== undefined) {
    return result.tools.filter((t) => t.function === target.function);
  }
  if (target.name !== undefined) {
    const name = target.name;
    const hits = result.tools.filter((t) => t.function === name || endsWithQualname(t.function, name));
    const shortest = Math.min(...hits.map((t) => t.function.length));
    return hits.filter((t) => t.function.length === shortest);
  }
  return result.tools;
}

/** The last path segment of a URI, decoded: `file:///a/b%20c.py` -> `b c.py`. */
export function uriBasename(uri: string): string {
  const bare = uri.replace(/[?#].*$/, '');
  const slash = bare.lastIndexOf('/');
  const seg = slash >= 0 ? bare.slice(slash + 1) : bare.slice(bare.indexOf(':') + 1);
  try {
    return decodeURIComponent(seg);
  } catch {
    return seg;
  }
}

/** The schema view's URI parts: a path that names it (its tab title) and a query that holds the target. */
export function viewUriParts(target: Target): { scheme: string; path: string; query: string } {
  const label = (target.function ?? target.name ?? uriBasename(target.uri)).replace(/[\\/]/g, '_');
  const q = new URLSearchParams();
  q.set('uri', target.uri);
  if (target.name !== undefined) {
    q.set('name', target.name);
  }
  if (target.function !== undefined) {
    q.set('function', target.function);
  }
  // `.jsonc`: VS Code highlights it as JSON with Comments.
  return { scheme: SCHEME, path: `/${label} schemas.jsonc`, query: q.toString() };
}

/** The target of a schema view, from its URI's query; undefined if it is not one. */
export function targetFromQuery(query: string): Target | undefined {
  const q = new URLSearchParams(query);
  const uri = q.get('uri');
  if (uri === null || uri === '') {
    return undefined;
  }
  const target: Target = { uri };
  const name = q.get('name');
  if (name !== null) {
    target.name = name;
  }
  const fn = q.get('function');
  if (fn !== null) {
    target.function = fn;
  }
  return target;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function comment(text: string, indent: string): string[] {
  return text.split(/\r?\n/).map((l) => `${indent}// ${l}`.trimEnd());
}

function json(value: unknown, indent: string): string {
  const text = JSON.stringify(value === undefined ? null : value, null, 2);
  return text.split('\n').join(`\n${indent}`);
}

function uniqueKey(key: string, used: Set<string>): string {
  let k = key;
  for (let i = 2; used.has(k); i++) {
    k = `${key} (${i})`;
  }
  used.add(k);
  return k;
}

function problemLines(problems: Problem[], indent: string): string[] {
  return problems.flatMap((p) => comment(`  ${p.code} ${p.severity}: ${p.message}`, indent));
}

/** One tool's providers as the members of a JSON object (`"provider": payload`). */
function entryMembers(tool: Tool, indent: string): string[] {
  const used = new Set<string>();
  const members: string[][] = tool.entries.map((e) => {
    const key = uniqueKey(e.provider, used);
    const head =
      e.error !== undefined
        ? `${e.provider} · ${e.name || simpleName(tool.function)} · cannot be formatted: ${e.error.code} ${e.error.message}`
        : `${e.provider} · ${e.name || simpleName(tool.function)}${e.library && e.library !== tool.library ? ` · ${e.library}` : ''}`;
    const value = e.error !== undefined ? { error: e.error } : e.schema;
    return [...comment(head, indent), `${indent}${JSON.stringify(key)}: ${json(value, indent)}`];
  });
  return members.map((lines, i) => (i < members.length - 1 ? [...lines.slice(0, -1), `${lines[lines.length - 1]},`] : lines)).flat();
}

export interface RenderInput {
  target: Target;
  /** The answer, or why there is none. */
  result: ShowSchemasResult | { error: string };
}

/**
 * The schema view's text: JSON with comments. Headers and problems are `//` comment lines
 * (always whole lines), and the rest is one JSON object: for one tool, provider -> payload;
 * for several, `module.qualname` -> (provider -> payload).
 */
export function renderSchemas({ target, result }: RenderInput): string {
  const file = uriBasename(target.uri);
  const lines: string[] = [];
  if ('error' in result) {
    lines.push(...comment(`toolsight: cannot show the schemas of ${target.function ?? target.name ?? file}:`, ''));
    lines.push(...comment(`  ${result.error}`, ''));
    lines.push('{}');
    return lines.join('\n') + '\n';
  }
  const tools = selectTools(result, target);
  if (tools.length === 0) {
    lines.push(
      ...comment(
        target.name !== undefined
          ? `toolsight: no tool named ${target.function ?? target.name} in ${file} (renamed, deleted, or no longer a tool?).`
          : `toolsight: no tool functions in ${file}.`,
        '',
      ),
    );
    lines.push('{}');
    return lines.join('\n') + '\n';
  }
  if (tools.length === 1) {
    const t = tools[0];
    lines.push(
      ...comment(
        `toolsight: ${t.function} (${t.library}) as ${plural(t.entries.length, 'provider')} receive it`,
        '',
      ),
    );
    lines.push(...comment(`Read-only; follows ${file} as it changes.`, ''));
    if (t.problems.length > 0) {
      lines.push(...comment(`${plural(t.problems.length, 'problem')}:`, ''));
      lines.push(...problemLines(t.problems, ''));
    }
    lines.push('{');
    lines.push(...entryMembers(t, '  '));
    lines.push('}');
    return lines.join('\n') + '\n';
  }
  const problems = tools.reduce((n, t) => n + t.problems.length, 0);
  lines.push(
    ...comment(`toolsight: ${plural(tools.length, 'tool')} in ${file}, ${plural(problems, 'problem')}`, ''),
  );
  lines.push(...comment(`Read-only; follows ${file} as it changes.`, ''));
  lines.push('{');
  const used = new Set<string>();
  tools.forEach((t, i) => {
    if (i > 0) {
      lines.push('');
    }
    lines.push(
      ...comment(`${t.function} (${t.library}) · ${plural(t.problems.length, 'problem')}`, '  '),
    );
    lines.push(...problemLines(t.problems, '  '));
    lines.push(`  ${JSON.stringify(uniqueKey(t.function, used))}: {`);
    lines.push(...entryMembers(t, '    '));
    lines.push(i < tools.length - 1 ? '  },' : '  }');
  });
  lines.push('}');
  return lines.join('\n') + '\n';
}

export interface Status {
  text: string;
  tooltip: string;
}

/** The status bar item for a document's showSchemas answer (all its tools). */
export function statusSummary(result: ShowSchemasResult | { error: string }, file: string): Status {
  if ('error' in result) {
    return { text: '$(tools) toolsight $(error)', tooltip: `toolsight: ${result.error}` };
  }
  const tools = result.tools.length;
  const problems = result.tools.reduce((n, t) => n + t.problems.length, 0);
  const text =
    problems === 0
      ? `$(tools) ${plural(tools, 'tool')}`
      : `$(tools) ${plural(tools, 'tool')} $(warning) ${plural(problems, 'problem')}`;
  const tooltip =
    tools === 0
      ? `toolsight: no tool functions in ${file}`
      : `toolsight: ${plural(tools, 'tool')} in ${file}, ${plural(problems, 'problem')}. Click to show every tool's schemas.`;
  return { text, tooltip };
}
