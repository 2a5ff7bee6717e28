// The limits feature's public face: what other features and routes may use.
export { getLimits, limitsQueryOptions } from './api/limits.ts';
export { limitsPresetsQueryOptions } from './api/presets.ts';
export { LimitReachedWarning } from './components/limit-warning.tsx';
export { LimitsConfirm } from './components/limits-confirm.tsx';
export { LimitsPage } from './components/limits-page.tsx';
export { RealityCheckPopup } from './components/reality-check.tsx';
