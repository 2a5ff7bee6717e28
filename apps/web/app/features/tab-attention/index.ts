// What a tab does to keep the player's attention, drawn by the late chunk: the idle title and the
// iOS webview escape prompt.
export { IdleTitle } from './components/idle-title.tsx';
export { IosWebviewPromptHost } from './components/ios-webview-prompt-host.tsx';
export { isIosWebview } from './model/ios-webview.ts';
