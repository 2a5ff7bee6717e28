import type { AuthProviderLink } from '@orbit/contract';
import type { AuthProviderLinkRow } from './repository.ts';

export const presentLink = (row: AuthProviderLinkRow, removable: boolean): AuthProviderLink => ({
  id: row.id,
  type: row.provider,
  active: true,
  uid: row.subject,
  social_network_account: row.email,
  confirmed_at: row.createdAt.toISOString(),
  removable,
});
