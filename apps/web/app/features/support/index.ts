// Support's public face, drawn by the late chunk after hydration: the chat opened by `#chat`
// (the contact form for visitors) with its unread bubble, and the survey widget.
export { default as SupportHost } from './components/support-host.tsx';
export { default as SurveyHost } from './components/survey-host.tsx';
