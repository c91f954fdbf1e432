// Maps the `toolsight.*` VS Code settings to the JSON object the server reads from
// initializationOptions and workspace/didChangeConfiguration. Pure: the caller passes a
// getter over the settings, so tests need no VS Code.
//
// The server starts from its defaults on every settings message and warns about any key it
// does not know, so this sends only the keys it reads, and nothing for settings left unset.

export const PROVIDERS = ['anthropic', 'gemini', 'openai-chat', 'openai-responses', 'mcp'] as const;
// Every framework id the server knows (`toolsight schema --help`; server/tests/editor_settings.rs
// keeps this list and package.json in step with the server).
export const LIBRARIES = [
  'toolslm-legacy',
  'toolslm',
  'stores',
  'selectools',
  'abstractllm',
  'mcp',
  'fastmcp',
  'langchain',
  'pydantic-ai',
  'google-adk',
  'google-genai',
  'openai-agents',
  'claude-agent-sdk',
  'anthropic',
  'crewai',
  'llama-index',
  'agno',
  'smolagents',
  'strands',
  'semantic-kernel',
  'camel',
  'dspy',
  'autogen',
  'haystack',
  'browser-use',
  'openai',
  'rmcp',
  'rig',
] as const;
export const SEVERITIES = ['error', 'warning', 'info', 'hint'] as const;
export const GEMINI_APIS = ['developer', 'vertex'] as const;

export type Provider = (typeof PROVIDERS)[number];
export type Library = (typeof LIBRARIES)[number];
export type Severity = (typeof SEVERITIES)[number];
export type GeminiApi = (typeof GEMINI_APIS)[number];

/** What the server accepts (see crates/toolsight_config/src/lib.rs, `Config::from_json`). */
export interface ServerSettings {
  providers?: Provider[];
  library?: Library;
  'default-library'?: Library;
  gemini?: { api?: GeminiApi; sdk?: string };
  select?: string[];
  ignore?: string[];
  severity?: Record<string, Severity>;
}

/** The settings section, and the keys under it that the extension reads. */
export const SECTION = 'toolsight';
export const KEYS = [
  'path',
  'providers',
  'library',
  'defaultLibrary',
  'gemini.api',
  'gemini.sdk',
  'select',
  'ignore',
  'severity',
  'trace.server',
] as const;
export type Key = (typeof KEYS)[number];

/** Keys whose change needs a new server process rather than a settings message. */
export const RESTART_KEYS: readonly Key[] = ['path'];
/** Keys the language client handles itself (it sends $/setTrace). */
export const CLIENT_KEYS: readonly Key[] = ['trace.server'];

export interface Mapped {
  settings: ServerSettings;
  /** Human-readable reasons for values that were dropped. */
  problems: string[];
}

const SEVERITY_ALIASES: Record<string, Severity> = {
  error: 'error',
  warning: 'warning',
  warn: 'warning',
  info: 'info',
  information: 'info',
  hint: 'hint',
};

/** A rule code or prefix: capital letters then digits (`N`, `S001`), or `ALL`. */
const CODE = /^[A-Z]+[0-9]*$/;
const VERSION = /^\d+(\.\d+){0,2}$/;

function isUnset(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

function oneOf<T extends string>(
  key: string,
  v: unknown,
  allowed: readonly T[],
  problems: string[],
): T | undefined {
  if (isUnset(v)) {
    return undefined;
  }
  if (typeof v === 'string' && (allowed as readonly string[]).includes(v.trim())) {
    return v.trim() as T;
  }
  problems.push(`toolsight.${key}: ${JSON.stringify(v)} is not one of ${allowed.join(', ')}`);
  return undefined;
}

function stringList(key: string, v: unknown, problems: string[]): string[] {
  if (isUnset(v)) {
    return [];
  }
  const items = typeof v === 'string' ? [v] : Array.isArray(v) ? (v as unknown[]) : undefined;
  if (items === undefined) {
    problems.push(`toolsight.${key} must be a list of strings, found ${JSON.stringify(v)}`);
    return [];
  }
  const out: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') {
      problems.push(`toolsight.${key}: ${JSON.stringify(item)} is not a string`);
      continue;
    }
    const s = item.trim();
    if (s !== '' && !out.includes(s)) {
      out.push(s);
    }
  }
  return out;
}

function codeList(key: string, v: unknown, problems: string[]): string[] {
  return stringList(key, v, problems).filter((c) => {
    if (CODE.test(c)) {
      return true;
    }
    problems.push(`toolsight.${key}: "${c}" is not a rule code or prefix (upper case, like N, S001 or ALL)`);
    return false;
  });
}

/**
 * Maps the settings (read through `get`, which returns a setting's value by its key under
 * `toolsight`, or undefined) to the server's settings object.
 */
export function toServerSettings(get: (key: Key) => unknown): Mapped {
  const problems: string[] = [];
  const settings: ServerSettings = {};

  const providers = stringList('providers', get('providers'), problems).filter((p) => {
    if ((PROVIDERS as readonly string[]).includes(p)) {
      return true;
    }
    problems.push(`toolsight.providers: "${p}" is not one of ${PROVIDERS.join(', ')}`);
    return false;
  }) as Provider[];
  if (providers.length > 0) {
    settings.providers = providers;
  }

  // "auto" is the server's default: sending nothing means the same.
  const library = get('library');
  if (!(typeof library === 'string' && library.trim() === 'auto')) {
    const l = oneOf('library', library, LIBRARIES, problems);
    if (l !== undefined) {
      settings.library = l;
    }
  }

  const defaultLibrary = oneOf('defaultLibrary', get('defaultLibrary'), LIBRARIES, problems);
  if (defaultLibrary !== undefined) {
    settings['default-library'] = defaultLibrary;
  }

  const gemini: { api?: GeminiApi; sdk?: string } = {};
  const api = oneOf('gemini.api', get('gemini.api'), GEMINI_APIS, problems);
  if (api !== undefined) {
    gemini.api = api;
  }
  const sdk = get('gemini.sdk');
  if (!isUnset(sdk)) {
    if (typeof sdk === 'string' && VERSION.test(sdk.trim())) {
      gemini.sdk = sdk.trim();
    } else {
      problems.push(`toolsight.gemini.sdk must be a version like "1.11.0", found ${JSON.stringify(sdk)}`);
    }
  }
  if (gemini.api !== undefined || gemini.sdk !== undefined) {
    settings.gemini = gemini;
  }

  const select = codeList('select', get('select'), problems);
  if (select.length > 0) {
    settings.select = select;
  }
  const ignore = codeList('ignore', get('ignore'), problems);
  if (ignore.length > 0) {
    settings.ignore = ignore;
  }

  const severity = get('severity');
  if (!isUnset(severity)) {
    if (typeof severity !== 'object' || Array.isArray(severity)) {
      problems.push(`toolsight.severity must be an object of CODE: severity, found ${JSON.stringify(severity)}`);
    } else {
      const out: Record<string, Severity> = {};
      for (const [code, value] of Object.entries(severity as Record<string, unknown>)) {
        const c = code.trim();
        const s = typeof value === 'string' ? SEVERITY_ALIASES[value.trim().toLowerCase()] : undefined;
        if (!CODE.test(c)) {
          problems.push(`toolsight.severity: "${code}" is not a rule code or prefix (upper case, like N or S001)`);
        } else if (s === undefined) {
          problems.push(
            `toolsight.severity.${c} must be one of ${SEVERITIES.join(', ')}, found ${JSON.stringify(value)}`,
          );
        } else {
          out[c] = s;
        }
      }
      if (Object.keys(out).length > 0) {
        settings.severity = out;
      }
    }
  }

  return { settings, problems };
}

/** Reads `toolsight.*` from a plain object shaped like VS Code's settings.json section. */
export function getterFor(section: Record<string, unknown>): (key: Key) => unknown {
  return (key) => {
    let v: unknown = section;
    for (const part of key.split('.')) {
      if (v === null || typeof v !== 'object') {
        return undefined;
      }
      v = (v as Record<string, unknown>)[part];
    }
    return v;
  };
}

/** The workspace/didChangeConfiguration params: the settings, nested under `toolsight`. */
export function didChangeConfigurationParams(settings: ServerSettings): {
  settings: { toolsight: ServerSettings };
} {
  return { settings: { toolsight: settings } };
}

export type ChangeAction = 'restart' | 'notify' | 'none';

/**
 * What a configuration change needs, given `affects` (VS Code's
 * `ConfigurationChangeEvent.affectsConfiguration`): a new server when the binary changes,
 * a settings message when any server setting changes, nothing otherwise.
 */
export function changeAction(affects: (section: string) => boolean): ChangeAction {
  if (!affects(SECTION)) {
    return 'none';
  }
  if (RESTART_KEYS.some((k) => affects(`${SECTION}.${k}`))) {
    return 'restart';
  }
  const serverKeys = KEYS.filter((k) => !RESTART_KEYS.includes(k) && !CLIENT_KEYS.includes(k));
  return serverKeys.some((k) => affects(`${SECTION}.${k}`)) ? 'notify' : 'none';
}

/** Whether two mapped settings objects differ (so an unchanged one need not be sent). */
export function sameSettings(a: ServerSettings, b: ServerSettings): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(v: unknown): unknown {
  if (Array.isArray(v)) {
    return v.map(canonical);
  }
  if (v !== null && typeof v === 'object') {
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  }
  return v;
}
