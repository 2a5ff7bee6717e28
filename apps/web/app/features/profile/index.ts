/** What other features and routes may use from the profile feature. */
export { balanceHistoryQueryOptions, playerStatsQueryOptions } from './api/get-balance-history.ts';
export { countriesQueryOptions, useCountries } from './api/get-countries.ts';
export { currenciesQueryOptions, useCurrencies } from './api/get-currencies.ts';
export { playerFieldsQueryOptions, usePlayerFields } from './api/get-player-fields.ts';
export { sessionsQueryOptions } from './api/sessions.ts';
export { subscriptionsQueryOptions } from './api/subscriptions.ts';
export { BalanceHistory } from './components/balance-history.tsx';
export { ChangePasswordForm } from './components/change-password-form.tsx';
export { DeriveStateFromPostalCode } from './components/derive-state.tsx';
export { MissingFieldsForm } from './components/missing-fields-form.tsx';
export { PersonalDataForm } from './components/personal-data-form.tsx';
export { PlayerFieldInput } from './components/player-field-input.tsx';
export { PlayerStatsPanel } from './components/player-stats.tsx';
export { ProfileTabs } from './components/profile-tabs.tsx';
export { SessionsList } from './components/sessions-list.tsx';
export { SubscriptionsForm } from './components/subscriptions-form.tsx';
export { TwoFactorPanel } from './components/two-factor-panel.tsx';
export { filterFromSearch } from './model/balance-history.ts';
