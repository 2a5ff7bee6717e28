// Client telemetry (Core Web Vitals, request timings, uncaught errors), started after the page's
// load event by the late chunk; forms report their validation errors through app/shared/telemetry.
export { TelemetryStarter } from './components/telemetry-starter.tsx';
