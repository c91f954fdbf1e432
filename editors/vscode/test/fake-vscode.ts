// A stand-in for the `vscode` module, just enough for the extension and
// vscode-languageclient to activate under Node and talk to the real server. It records
// what the extension does (commands, opened views, status bar, messages) for the
// activation test. Anything it does not model is a no-op returning a disposable.

import { EventEmitter as NodeEmitter } from 'node:events';
import Module from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Listener<T> = (e: T) => unknown;

export class Disposable {
  static from(...ds: { dispose(): unknown }[]): Disposable {
    return new Disposable(() => ds.forEach((d) => d.dispose()));
  }
  constructor(private readonly f: () => unknown = () => undefined) {}
  dispose(): void {
    this.f();
  }
}

export class EventEmitter<T> {
  private readonly listeners = new Set<Listener<T>>();
  readonly event = (l: Listener<T>, thisArgs?: unknown, disposables?: Disposable[]): Disposable => {
    const bound: Listener<T> = (e) => l.call(thisArgs, e);
    this.listeners.add(bound);
    const d = new Disposable(() => this.listeners.delete(bound));
    disposables?.push(d);
    return d;
  };
  fire(e: T): void {
    [...this.listeners].forEach((l) => l(e));
  }
  dispose(): void {
    this.listeners.clear();
  }
}

export class Uri {
  private constructor(
    readonly scheme: string,
    readonly authority: string,
    readonly path: string,
    readonly query: string,
    readonly fragment: string,
  ) {}
  static from(c: { scheme: string; authority?: string; path?: string; query?: string; fragment?: string }): Uri {
    return new Uri(c.scheme, c.authority ?? '', c.path ?? '', c.query ?? '', c.fragment ?? '');
  }
  static file(p: string): Uri {
    return new Uri('file', '', p, '', '');
  }
  static parse(s: string): Uri {
    const m = /^([a-zA-Z][\w+.-]*):(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/.exec(s);
    if (!m) {
      throw new Error(`bad uri ${s}`);
    }
    const dec = (x: string | undefined) => decodeURIComponent(x ?? '');
    return new Uri(m[1], dec(m[2]), dec(m[3]), dec(m[4]), dec(m[5]));
  }
  get fsPath(): string {
    return this.path;
  }
  with(c: Partial<{ scheme: string; path: string; query: string }>): Uri {
    return new Uri(c.scheme ?? this.scheme, this.authority, c.path ?? this.path, c.query ?? this.query, this.fragment);
  }
  toString(): string {
    if (this.scheme === 'file') {
      return pathToFileURL(this.path).href;
    }
    const q = this.query ? `?${encodeURIComponent(this.query)}` : '';
    return `${this.scheme}:${this.authority ? `//${this.authority}` : ''}${encodeURI(this.path)}${q}`;
  }
  toJSON(): unknown {
    return { scheme: this.scheme, path: this.path, query: this.query };
  }
}

export class Position {
  constructor(
    readonly line: number,
    readonly character: number,
  ) {}
}
export class Range {
  readonly start: Position;
  readonly end: Position;
  constructor(a: Position | number, b: Position | number, c?: number, d?: number) {
    this.start = typeof a === 'number' ? new Position(a, b as number) : a;
    this.end = typeof a === 'number' ? new Position(c!, d!) : (b as Position);
  }
}
export class Selection extends Range {
  get active(): Position {
    return this.end;
  }
}
export class Diagnostic {
  code?: unknown;
  source?: string;
  tags?: unknown[];
  relatedInformation?: unknown[];
  constructor(
    readonly range: Range,
    readonly message: string,
    readonly severity?: number,
  ) {}
}
export class CancellationTokenSource {
  private readonly e = new EventEmitter<void>();
  token = { isCancellationRequested: false, onCancellationRequested: this.e.event };
  cancel(): void {
    this.token.isCancellationRequested = true;
    this.e.fire();
  }
  dispose(): void {}
}
export class CancellationError extends Error {}
export class MarkdownString {
  constructor(public value = '') {}
}
export class CodeLens {
  constructor(
    public range: Range,
    public command?: unknown,
  ) {}
}
export class RelativePattern {
  constructor(
    public base: unknown,
    public pattern: string,
  ) {}
}

export const DiagnosticSeverity = { Error: 0, Warning: 1, Information: 2, Hint: 3 };
export const DiagnosticTag = { Unnecessary: 1, Deprecated: 2 };
export const ViewColumn = { Active: -1, Beside: -2, One: 1, Two: 2 };
export const StatusBarAlignment = { Left: 1, Right: 2 };
export const TextDocumentSaveReason = { Manual: 1, AfterDelay: 2, FocusOut: 3 };
export const ProgressLocation = { SourceControl: 1, Window: 10, Notification: 15 };
export const FileType = { Unknown: 0, File: 1, Directory: 2, SymbolicLink: 64 };
export const CodeActionKind = { QuickFix: { value: 'quickfix' }, Empty: { value: '' } };
export const version = '1.82.0';

/** A generic class for anything else the converters may construct. */
class Anything {
  constructor(...args: unknown[]) {
    Object.assign(this, { args });
  }
}

export class FakeDocument {
  version = 1;
  isClosed = false;
  isDirty = false;
  isUntitled = false;
  eol = 1;
  constructor(
    readonly uri: Uri,
    public languageId: string,
    private text: string,
  ) {}
  get fileName(): string {
    return this.uri.fsPath;
  }
  getText(): string {
    return this.text;
  }
  get lineCount(): number {
    return this.text.split('\n').length;
  }
  setText(text: string): void {
    this.text = text;
    this.version++;
  }
}

// ---- recorded state ---------------------------------------------------------------------

export const log = new NodeEmitter();
export const state = {
  commands: new Map<string, (...args: unknown[]) => unknown>(),
  providers: new Map<string, { provideTextDocumentContent(uri: Uri): unknown; onDidChange?: (l: Listener<Uri>) => Disposable }>(),
  documents: [] as FakeDocument[],
  shown: [] as { uri: string; viewColumn: unknown; content: string }[],
  messages: [] as { kind: string; text: string }[],
  output: [] as string[],
  diagnostics: new Map<string, Diagnostic[]>(),
  status: { text: '', tooltip: '' as unknown, visible: false },
  settings: {} as Record<string, unknown>,
  activeEditor: undefined as { document: FakeDocument; selection: Selection; viewColumn: number } | undefined,
};

export const events = {
  open: new EventEmitter<FakeDocument>(),
  change: new EventEmitter<{ document: FakeDocument; contentChanges: unknown[]; reason: undefined }>(),
  close: new EventEmitter<FakeDocument>(),
  configuration: new EventEmitter<{ affectsConfiguration(s: string): boolean }>(),
  activeEditor: new EventEmitter<unknown>(),
  diagnostics: new EventEmitter<{ uris: Uri[] }>(),
};

function noop(): Disposable {
  return new Disposable();
}

/** A namespace whose unknown members are no-op functions returning a disposable. */
function namespace<T extends object>(known: T): T {
  return new Proxy(known, {
    get(target, name) {
      if (name in target) {
        return (target as Record<string | symbol, unknown>)[name];
      }
      return noop;
    },
  });
}

function getSetting(key: string): unknown {
  let v: unknown = state.settings;
  for (const part of key.split('.')) {
    if (v === null || typeof v !== 'object') {
      return undefined;
    }
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

export const workspace = namespace({
  get textDocuments() {
    return state.documents.filter((d) => !d.isClosed);
  },
  workspaceFolders: undefined,
  notebookDocuments: [],
  getConfiguration: (section?: string) => ({
    get: (key: string, dflt?: unknown) => {
      const v = getSetting(section ? `${section}.${key}` : key);
      return v === undefined ? dflt : v;
    },
    has: () => false,
    inspect: () => undefined,
    update: () => Promise.resolve(),
  }),
  onDidOpenTextDocument: events.open.event,
  onDidChangeTextDocument: events.change.event,
  onDidCloseTextDocument: events.close.event,
  onDidChangeConfiguration: events.configuration.event,
  registerTextDocumentContentProvider: (scheme: string, p: never) => {
    state.providers.set(scheme, p);
    return noop();
  },
  openTextDocument: async (uri: Uri) => {
    const existing = state.documents.find((d) => d.uri.toString() === uri.toString() && !d.isClosed);
    if (existing) {
      return existing;
    }
    const provider = state.providers.get(uri.scheme);
    const text = provider
      ? String(await provider.provideTextDocumentContent(uri))
      : readFileSync(fileURLToPath(uri.toString()), 'utf8');
    const doc = new FakeDocument(uri, uri.path.endsWith('.jsonc') ? 'jsonc' : 'plaintext', text);
    state.documents.push(doc);
    // Virtual documents re-read their provider when it fires onDidChange, as VS Code does.
    provider?.onDidChange?.((changed) => {
      if (changed.toString() === uri.toString()) {
        void Promise.resolve(provider.provideTextDocumentContent(uri)).then((t) => {
          doc.setText(String(t));
          log.emit('view-updated', doc);
        });
      }
    });
    return doc;
  },
  createFileSystemWatcher: () => ({ onDidCreate: noop, onDidChange: noop, onDidDelete: noop, dispose() {} }),
});

export const window = namespace({
  get activeTextEditor() {
    return state.activeEditor;
  },
  visibleTextEditors: [] as unknown[],
  tabGroups: { all: [], onDidChangeTabs: noop, onDidChangeTabGroups: noop },
  onDidChangeActiveTextEditor: events.activeEditor.event,
  createOutputChannel: (name: string) => ({
    name,
    append: (s: string) => state.output.push(s),
    appendLine: (s: string) => state.output.push(s),
    replace() {},
    clear() {},
    show() {},
    hide() {},
    dispose() {},
  }),
  createStatusBarItem: () => {
    const item = {
      text: '',
      tooltip: '' as unknown,
      name: '',
      command: undefined as unknown,
      show() {
        state.status = { text: item.text, tooltip: item.tooltip, visible: true };
        log.emit('status', state.status);
      },
      hide() {
        state.status = { ...state.status, visible: false };
      },
      dispose() {},
    };
    return item;
  },
  showTextDocument: (doc: FakeDocument, options: { viewColumn?: unknown }) => {
    state.shown.push({ uri: doc.uri.toString(), viewColumn: options.viewColumn, content: doc.getText() });
    log.emit('shown', doc);
    return Promise.resolve({ document: doc });
  },
  showInformationMessage: (text: string) => record('info', text),
  showWarningMessage: (text: string) => record('warning', text),
  showErrorMessage: (text: string) => record('error', text),
  showQuickPick: () => Promise.resolve(undefined),
  withProgress: (_o: unknown, task: (p: unknown, t: unknown) => unknown) =>
    task({ report() {} }, new CancellationTokenSource().token),
});

function record(kind: string, text: string): Promise<undefined> {
  state.messages.push({ kind, text });
  log.emit('message', { kind, text });
  return Promise.resolve(undefined);
}

export const languages = namespace({
  match: (selector: { scheme?: string; language?: string }[] | string, doc: FakeDocument) => {
    const filters = typeof selector === 'string' ? [{ language: selector }] : selector;
    return filters.some(
      (f) => (f.language === undefined || f.language === doc.languageId) && (f.scheme === undefined || f.scheme === doc.uri.scheme),
    )
      ? 10
      : 0;
  },
  createDiagnosticCollection: (name: string) => ({
    name,
    set: (uri: Uri, diagnostics: Diagnostic[]) => {
      state.diagnostics.set(uri.toString(), diagnostics);
      events.diagnostics.fire({ uris: [uri] });
      log.emit('diagnostics', uri.toString(), diagnostics);
    },
    delete: (uri: Uri) => state.diagnostics.delete(uri.toString()),
    clear: () => state.diagnostics.clear(),
    forEach() {},
    get: (uri: Uri) => state.diagnostics.get(uri.toString()),
    has: (uri: Uri) => state.diagnostics.has(uri.toString()),
    dispose() {},
  }),
  onDidChangeDiagnostics: events.diagnostics.event,
  setTextDocumentLanguage: (doc: FakeDocument, languageId: string) => {
    doc.languageId = languageId;
    return Promise.resolve(doc);
  },
});

export const commands = namespace({
  registerCommand: (name: string, f: (...args: unknown[]) => unknown) => {
    if (state.commands.has(name)) {
      // What VS Code does for a duplicate registration.
      throw new Error(`command '${name}' already exists`);
    }
    state.commands.set(name, f);
    return new Disposable(() => state.commands.delete(name));
  },
  executeCommand: (name: string, ...args: unknown[]) => {
    const f = state.commands.get(name);
    if (f === undefined) {
      return Promise.reject(new Error(`command '${name}' not found`));
    }
    return Promise.resolve(f(...args));
  },
});

export const env = namespace({ language: 'en', appName: 'fake-vscode', machineId: 'test', openExternal: () => Promise.resolve(true) });

/** The module as `require('vscode')` sees it; unknown class names get a generic class. */
export function moduleObject(): unknown {
  const known: Record<string, unknown> = {
    Disposable,
    EventEmitter,
    Uri,
    Position,
    Range,
    Selection,
    Diagnostic,
    CancellationTokenSource,
    CancellationError,
    MarkdownString,
    CodeLens,
    RelativePattern,
    DiagnosticSeverity,
    DiagnosticTag,
    ViewColumn,
    StatusBarAlignment,
    TextDocumentSaveReason,
    ProgressLocation,
    FileType,
    CodeActionKind,
    version,
    workspace,
    window,
    languages,
    commands,
    env,
  };
  return new Proxy(known, {
    get(target, name) {
      if (typeof name === 'symbol' || name in target) {
        return target[name as string];
      }
      if (name === '__esModule' || name === 'default' || name === 'then') {
        return undefined;
      }
      return /^[A-Z]/.test(name) ? Anything : namespace({});
    },
  });
}

/** Serves `require('vscode')` from this module from now on (call before loading the extension). */
export function install(): void {
  const mod = Module as unknown as { _load: (req: string, ...rest: unknown[]) => unknown };
  const load = mod._load;
  const vscode = moduleObject();
  mod._load = (req, ...rest) => (req === 'vscode' ? vscode : load(req, ...rest));
}
