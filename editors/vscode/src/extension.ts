// toolsight for VS Code: runs `toolsight lsp` for Python and Rust files (diagnostics, hovers, quick
// fixes and code lenses come from the server), and adds a side-by-side view of every
// provider's payload for a tool, plus a status bar count of tools and problems.

import * as fs from 'node:fs';

import * as vscode from 'vscode';
import {
  DidChangeConfigurationNotification,
  ExecuteCommandRequest,
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
  State,
} from 'vscode-languageclient/node';

import { SOURCE_TEXT, findServer, parseEnviron } from './discovery';
import { SCHEMES, documentSelector, isServed } from './languages';
import {
  SCHEME,
  SHOW_SCHEMAS,
  ShowSchemasResult,
  Target,
  parseResult,
  showSchemasArgs,
  targetForTool,
} from './schemas';
import {
  Mapped,
  SECTION,
  ServerSettings,
  changeAction,
  didChangeConfigurationParams,
  sameSettings,
  toServerSettings,
} from './settings';
import { SchemaViews, StatusItem } from './views';

const CMD_SHOW = 'toolsight.showToolSchemas';
const CMD_SHOW_FILE = 'toolsight.showFileSchemas';
const CMD_RESTART = 'toolsight.restartServer';
const CMD_OUTPUT = 'toolsight.showOutput';

/** Waits `ms` after the last call for a key before running it once. */
class Debouncer implements vscode.Disposable {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  constructor(private readonly ms: number) {}
  run(key: string, f: () => void): void {
    const t = this.timers.get(key);
    if (t !== undefined) {
      clearTimeout(t);
    }
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        f();
      }, this.ms),
    );
  }
  dispose(): void {
    this.timers.forEach((t) => clearTimeout(t));
    this.timers.clear();
  }
}

function isExecutable(file: string): boolean {
  try {
    if (!fs.statSync(file).isFile()) {
      return false;
    }
    if (process.platform !== 'win32') {
      fs.accessSync(file, fs.constants.X_OK);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * The environment the extension host's parent (VS Code's server, or the desktop app's main
 * process) was started with, where it can be read (Linux's /proc); see
 * `DiscoveryInput.launchEnv` for why the extension host's own PATH is not enough.
 */
function launchEnv(): Record<string, string> | undefined {
  if (process.platform !== 'linux') {
    return undefined;
  }
  try {
    return parseEnviron(fs.readFileSync(`/proc/${process.ppid}/environ`, 'utf8'));
  } catch {
    return undefined;
  }
}

function readSettings(): Mapped {
  const config = vscode.workspace.getConfiguration(SECTION);
  return toServerSettings((key) => config.get(key));
}

class Extension implements vscode.Disposable {
  private client: LanguageClient | undefined;
  private readonly output = vscode.window.createOutputChannel('toolsight');
  private readonly views: SchemaViews;
  private readonly status: StatusItem;
  private readonly debounce = new Debouncer(250);
  private readonly disposables: vscode.Disposable[] = [];
  private lastSent: ServerSettings | undefined;
  private lastProblems = '';

  constructor(private readonly context: vscode.ExtensionContext) {
    const fetch = (t: Target): Promise<ShowSchemasResult> => this.showSchemas(showSchemasArgs(t));
    this.views = new SchemaViews(fetch);
    this.status = new StatusItem(fetch, CMD_SHOW_FILE);
    this.disposables.push(
      this.output,
      this.views,
      this.status,
      this.debounce,
      vscode.workspace.registerTextDocumentContentProvider(SCHEME, this.views),
      vscode.commands.registerCommand(CMD_SHOW, (uri?: unknown, name?: unknown) => this.showToolSchemas(uri, name)),
      vscode.commands.registerCommand(CMD_SHOW_FILE, (uri?: unknown) => this.showFileSchemas(uri)),
      vscode.commands.registerCommand(CMD_RESTART, () => this.restart()),
      vscode.commands.registerCommand(CMD_OUTPUT, () => this.output.show(true)),
      vscode.workspace.onDidChangeConfiguration((e) => this.onConfigurationChanged(e)),
      vscode.window.onDidChangeActiveTextEditor(() => this.refreshStatus()),
      vscode.workspace.onDidChangeTextDocument((e) => this.onSourceChanged(e.document.uri)),
      vscode.languages.onDidChangeDiagnostics((e) => e.uris.forEach((u) => this.onSourceChanged(u))),
    );
  }

  // ---- the server -------------------------------------------------------------------------

  private running(): LanguageClient | undefined {
    return this.client?.state === State.Running ? this.client : undefined;
  }

  /** The document's URI as the client sends it to the server. */
  private serverUri(uri: vscode.Uri): string {
    return this.client?.code2ProtocolConverter.asUri(uri) ?? uri.toString();
  }

  private async showSchemas(args: unknown[]): Promise<ShowSchemasResult> {
    const client = this.running();
    if (client === undefined) {
      throw new Error('the toolsight server is not running (see "toolsight: Show server log")');
    }
    const answer: unknown = await client.sendRequest(ExecuteCommandRequest.type, {
      command: SHOW_SCHEMAS,
      arguments: args,
    });
    return parseResult(answer);
  }

  /** Current settings for the server; reports values it had to drop (once per distinct set). */
  private settings(): ServerSettings {
    const { settings, problems } = readSettings();
    const key = problems.join('\n');
    if (key !== this.lastProblems) {
      this.lastProblems = key;
      if (problems.length > 0) {
        problems.forEach((p) => this.output.appendLine(`[settings] ${p} (ignored)`));
        void vscode.window.showWarningMessage(`toolsight: some settings were ignored: ${problems.join('; ')}`);
      }
    }
    return settings;
  }

  async start(): Promise<void> {
    const found = findServer({
      setting: vscode.workspace.getConfiguration(SECTION).get('path'),
      env: process.env,
      launchEnv: launchEnv(),
      platform: process.platform,
      extensionPath: this.context.extensionPath,
      workspaceFolder: vscode.workspace.workspaceFolders?.[0]?.uri.fsPath,
      exists: isExecutable,
    });
    if (!found.ok) {
      this.output.appendLine(found.message);
      if (found.tried.length > 0) {
        this.output.appendLine(`Looked for: ${found.tried.join(', ')}`);
      }
      this.status.showError(found.message, CMD_OUTPUT);
      void vscode.window.showErrorMessage(found.message, 'Open Settings', 'Show Log').then((choice) => {
        if (choice === 'Open Settings') {
          void vscode.commands.executeCommand('workbench.action.openSettings', 'toolsight.path');
        } else if (choice === 'Show Log') {
          this.output.show(true);
        }
      });
      return;
    }
    this.output.appendLine(`Starting ${found.command} lsp (found via ${SOURCE_TEXT[found.source]}).`);
    // No `transport`: TransportKind.stdio would append `--stdio`, which `toolsight lsp`
    // rejects; without it the client still talks over stdin/stdout.
    const executable = { command: found.command, args: ['lsp'] };
    const serverOptions: ServerOptions = { run: executable, debug: executable };
    const clientOptions: LanguageClientOptions = {
      documentSelector: documentSelector(),
      outputChannel: this.output,
      diagnosticCollectionName: 'toolsight',
      initializationOptions: () => {
        this.lastSent = this.settings();
        return this.lastSent;
      },
      middleware: {
        // The server registers `toolsight.showSchemas`, and the client registers that
        // command name for it (so the extension must not register it too). Code lenses run
        // it; here it also opens the view instead of just answering.
        executeCommand: async (command, args, next) => {
          if (command === SHOW_SCHEMAS) {
            await this.openFromServerCommand(args);
          }
          const result: unknown = await next(command, args);
          return result;
        },
      },
    };
    const client = new LanguageClient('toolsight', 'toolsight', serverOptions, clientOptions);
    this.client = client;
    client.onDidChangeState((e) => {
      if (e.newState === State.Running) {
        this.refreshStatus();
        this.views.refresh();
      } else if (e.newState === State.Stopped && this.client === client) {
        this.status.showError('toolsight: the server stopped. Run "toolsight: Restart server".', CMD_RESTART);
      }
    });
    try {
      await client.start();
    } catch (e) {
      const message = `toolsight: the server (${found.command}) did not start: ${e instanceof Error ? e.message : String(e)}`;
      this.output.appendLine(message);
      this.status.showError(message, CMD_OUTPUT);
      void vscode.window.showErrorMessage(message);
    }
  }

  async stop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client !== undefined) {
      try {
        await client.stop();
      } catch (e) {
        this.output.appendLine(`Stopping the server: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  private onConfigurationChanged(e: vscode.ConfigurationChangeEvent): void {
    switch (changeAction((section) => e.affectsConfiguration(section))) {
      case 'restart':
        void this.restart();
        break;
      case 'notify': {
        const client = this.running();
        const settings = this.settings();
        if (client === undefined || (this.lastSent !== undefined && sameSettings(settings, this.lastSent))) {
          break;
        }
        this.lastSent = settings;
        void client
          .sendNotification(DidChangeConfigurationNotification.type, didChangeConfigurationParams(settings))
          .then(() => {
            // The server republishes diagnostics, which refreshes the status and views.
            this.debounce.run('settings', () => {
              this.views.refresh();
              this.refreshStatus();
            });
          });
        break;
      }
      case 'none':
        break;
    }
  }

  // ---- views and status -------------------------------------------------------------------

  private onSourceChanged(uri: vscode.Uri): void {
    if (!SCHEMES.includes(uri.scheme) || this.client === undefined) {
      return;
    }
    const serverUri = this.serverUri(uri);
    this.debounce.run(serverUri, () => {
      if (this.views.follows(serverUri)) {
        this.views.refresh(serverUri);
      }
      const active = vscode.window.activeTextEditor?.document.uri;
      if (active !== undefined && this.serverUri(active) === serverUri) {
        this.refreshStatus();
      }
    });
  }

  private refreshStatus(): void {
    const doc = vscode.window.activeTextEditor?.document;
    if (doc === undefined || !isServed(doc.languageId, doc.uri.scheme)) {
      this.status.hide();
      return;
    }
    if (this.client === undefined) {
      return; // keeps the "not found" error shown
    }
    if (this.running() !== undefined) {
      void this.status.update(this.serverUri(doc.uri));
    }
  }

  /** `toolsight.showSchemas` from a code lens (`[uri, qualname]`) or another caller. */
  private async openFromServerCommand(args: unknown[]): Promise<void> {
    const [uri, second] = args;
    if (typeof uri !== 'string') {
      return;
    }
    if (typeof second === 'string') {
      await this.views.show({ uri, name: second });
    } else if (second !== null && typeof second === 'object') {
      await this.showAtPosition(uri, second);
    } else {
      await this.views.show({ uri });
    }
  }

  private async showAtPosition(uri: string, position: object): Promise<boolean> {
    const here = await this.showSchemas([uri, position]);
    const tool = here.tools[0];
    if (tool === undefined) {
      return false;
    }
    await this.views.show(targetForTool(uri, tool.function));
    return true;
  }

  /** "toolsight: Show tool schemas": the tool at the cursor, else a pick of the file's tools. */
  private async showToolSchemas(uriArg?: unknown, nameArg?: unknown): Promise<void> {
    try {
      if (typeof uriArg === 'string' && typeof nameArg === 'string') {
        await this.views.show({ uri: uriArg, name: nameArg });
        return;
      }
      const editor = vscode.window.activeTextEditor;
      if (editor === undefined || !isServed(editor.document.languageId, editor.document.uri.scheme)) {
        void vscode.window.showInformationMessage('toolsight: open a Python or Rust file with tool functions first.');
        return;
      }
      if (this.running() === undefined) {
        void vscode.window.showWarningMessage('toolsight: the server is not running (see "toolsight: Show server log").');
        return;
      }
      const uri = this.serverUri(editor.document.uri);
      const position = this.client!.code2ProtocolConverter.asPosition(editor.selection.active);
      if (await this.showAtPosition(uri, position)) {
        return;
      }
      await this.pickTool(uri);
    } catch (e) {
      void vscode.window.showErrorMessage(`toolsight: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private async pickTool(uri: string): Promise<void> {
    const all = await this.showSchemas([uri]);
    if (all.tools.length === 0) {
      void vscode.window.showInformationMessage('toolsight: no tool functions in this file.');
      return;
    }
    if (all.tools.length === 1) {
      await this.views.show(targetForTool(uri, all.tools[0].function));
      return;
    }
    const items: (vscode.QuickPickItem & { target: Target })[] = [
      { label: '$(list-flat) All tools in this file', target: { uri } },
      ...all.tools.map((t) => ({
        label: t.function,
        description: `${t.library} · ${t.problems.length} problem${t.problems.length === 1 ? '' : 's'}`,
        target: targetForTool(uri, t.function),
      })),
    ];
    const choice = await vscode.window.showQuickPick(items, {
      placeHolder: 'No tool at the cursor: show which tool’s schemas?',
    });
    if (choice !== undefined) {
      await this.views.show(choice.target);
    }
  }

  private async showFileSchemas(uriArg?: unknown): Promise<void> {
    const editor = vscode.window.activeTextEditor;
    const uri =
      typeof uriArg === 'string'
        ? uriArg
        : editor !== undefined && isServed(editor.document.languageId, editor.document.uri.scheme)
          ? this.serverUri(editor.document.uri)
          : undefined;
    if (uri === undefined) {
      void vscode.window.showInformationMessage('toolsight: open a Python or Rust file with tool functions first.');
      return;
    }
    await this.views.show({ uri });
  }

  dispose(): void {
    this.disposables.forEach((d) => {
      d.dispose();
    });
  }
}

let extension: Extension | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  extension = new Extension(context);
  context.subscriptions.push(extension);
  await extension.start();
}

export async function deactivate(): Promise<void> {
  await extension?.stop();
  extension = undefined;
}
