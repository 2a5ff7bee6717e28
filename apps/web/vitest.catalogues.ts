import { LOCALES } from '@orbit/contract';
import { loadAdminMessages } from '~/admin/i18n.server.ts';
import { loadMessages } from '~/shared/i18n/catalogues.server.ts';

// The server loads a locale's catalogues before a render that needs them; tests read any locale's.
await Promise.all(LOCALES.flatMap((locale) => [loadMessages(locale), loadAdminMessages(locale)]));
