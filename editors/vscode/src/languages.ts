// Which documents toolsight serves. Pure (no `vscode` import) so tests can check it against
// package.json. Adding a language means adding it here, to `activationEvents` and the
// `editorLangId` conditions in package.json, and to the server. For Rust, toolsight runs
// beside rust-analyzer: VS Code merges both servers' diagnostics and hovers.

/** VS Code language ids the server analyses. */
export const LANGUAGES: readonly string[] = ['python', 'rust'];

/** URI schemes of documents sent to the server: saved files and unsaved buffers. */
export const SCHEMES: readonly string[] = ['file', 'untitled'];

export interface DocumentFilter {
  scheme: string;
  language: string;
}

/** The language client's document selector for `languages`. */
export function documentSelector(languages: readonly string[] = LANGUAGES): DocumentFilter[] {
  return languages.flatMap((language) => SCHEMES.map((scheme) => ({ scheme, language })));
}

/** The `activationEvents` package.json must declare for `languages`. */
export function activationEvents(languages: readonly string[] = LANGUAGES): string[] {
  return languages.map((l) => `onLanguage:${l}`);
}

/** The `when` clause of the menu items that only make sense in a served document. */
export function whenServed(languages: readonly string[] = LANGUAGES): string {
  return languages.map((l) => `editorLangId == ${l}`).join(' || ');
}

/** Whether a document with this language id and URI scheme is one the server sees. */
export function isServed(languageId: string, scheme: string): boolean {
  return LANGUAGES.includes(languageId) && SCHEMES.includes(scheme);
}
