// VS Code glue for the schema views (a read-only content provider on the
// `toolsight-schemas:` scheme) and the status bar item. What they show comes from the pure
// functions in schemas.ts.

import * as vscode from 'vscode';

import {
  SCHEME,
  ShowSchemasResult,
  Target,
  renderSchemas,
  statusSummary,
  targetFromQuery,
  uriBasename,
  viewUriParts,
} from './schemas';

/** Asks the server for `toolsight.showSchemas`; rejects with a readable error. */
export type Fetch = (target: Target) => Promise<ShowSchemasResult>;

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export class SchemaViews implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly emitter = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.emitter.event;

  constructor(private readonly fetch: Fetch) {}

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const target = targetFromQuery(uri.query);
    if (target === undefined) {
      return '// toolsight: this view has lost its source; run "toolsight: Show tool schemas" again.\n{}\n';
    }
    try {
      return renderSchemas({ target, result: await this.fetch(target) });
    } catch (e) {
      return renderSchemas({ target, result: { error: errorText(e) } });
    }
  }

  /** Open schema views, with their targets. */
  private openViews(): { uri: vscode.Uri; target: Target }[] {
    return vscode.workspace.textDocuments
      .filter((d) => d.uri.scheme === SCHEME)
      .flatMap((d) => {
        const target = targetFromQuery(d.uri.query);
        return target === undefined ? [] : [{ uri: d.uri, target }];
      });
  }

  /** Re-renders the open views of the source document `sourceUri` (as the server names it), or all. */
  refresh(sourceUri?: string): void {
    for (const v of this.openViews()) {
      if (sourceUri === undefined || v.target.uri === sourceUri) {
        this.emitter.fire(v.uri);
      }
    }
  }

  /** Whether any open view follows `sourceUri`. */
  follows(sourceUri: string): boolean {
    return this.openViews().some((v) => v.target.uri === sourceUri);
  }

  /** Opens (or re-reveals and refreshes) the view of `target` beside the current editor. */
  async show(target: Target): Promise<void> {
    const uri = vscode.Uri.from(viewUriParts(target));
    const visible = vscode.window.visibleTextEditors.find(
      (e) => e.document.uri.toString() === uri.toString(),
    );
    // An already open document keeps its text until told it changed.
    this.emitter.fire(uri);
    let doc = await vscode.workspace.openTextDocument(uri);
    if (doc.languageId !== 'jsonc') {
      doc = await vscode.languages.setTextDocumentLanguage(doc, 'jsonc');
    }
    await vscode.window.showTextDocument(doc, {
      viewColumn: visible?.viewColumn ?? vscode.ViewColumn.Beside,
      preserveFocus: true,
      preview: false,
    });
  }

  dispose(): void {
    this.emitter.dispose();
  }
}

/** The status bar item: the active document's tool and problem counts. */
export class StatusItem implements vscode.Disposable {
  private readonly item: vscode.StatusBarItem;
  private generation = 0;

  constructor(
    private readonly fetch: Fetch,
    private readonly command: string,
  ) {
    this.item = vscode.window.createStatusBarItem('toolsight.status', vscode.StatusBarAlignment.Right, 100);
    this.item.name = 'toolsight';
  }

  hide(): void {
    this.generation++;
    this.item.hide();
  }

  /** Shows a problem with the server itself (not found, failed to start). */
  showError(message: string, command: string): void {
    this.generation++;
    this.item.text = '$(tools) toolsight $(error)';
    this.item.tooltip = message;
    this.item.command = command;
    this.item.show();
  }

  /** Recounts for `serverUri` (the active document, as the server names it). */
  async update(serverUri: string): Promise<void> {
    const generation = ++this.generation;
    let status;
    try {
      status = statusSummary(await this.fetch({ uri: serverUri }), uriBasename(serverUri));
    } catch (e) {
      status = statusSummary({ error: errorText(e) }, uriBasename(serverUri));
    }
    if (generation !== this.generation) {
      return; // a newer update (or hide) came first
    }
    this.item.text = status.text;
    this.item.tooltip = status.tooltip;
    this.item.command = { title: 'Show schemas', command: this.command, arguments: [serverUri] };
    this.item.show();
  }

  dispose(): void {
    this.item.dispose();
  }
}
