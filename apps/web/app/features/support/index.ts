// Support's public face. Drawn by the late chunk after hydration: the chat opened by `#chat` (the
// contact form for visitors) with its unread bubble, and the survey widget. The `/support` page.
export { default as SupportHost } from './components/support-host.tsx';
export { SupportPage } from './components/support-page.tsx';
export { default as SurveyHost } from './components/survey-host.tsx';
