export interface JavaScriptWeight {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}
export function startUpJavaScript(
  html: string,
  load: (url: string) => Promise<Uint8Array>,
): Promise<JavaScriptWeight>;
export function pageJavaScript(baseUrl: string, path?: string): Promise<JavaScriptWeight>;
