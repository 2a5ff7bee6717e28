/** What other features may use from the profile feature. */
export { countriesQueryOptions, useCountries } from './api/get-countries.ts';
export { currenciesQueryOptions, useCurrencies } from './api/get-currencies.ts';
export { playerFieldsQueryOptions, usePlayerFields } from './api/get-player-fields.ts';
export { type PlayerPatch, useUpdatePlayer } from './api/update-player.ts';
export { DeriveStateFromPostalCode } from './components/derive-state.tsx';
export { MissingFieldsForm } from './components/missing-fields-form.tsx';
export { isBooleanField, PlayerFieldInput } from './components/player-field-input.tsx';
