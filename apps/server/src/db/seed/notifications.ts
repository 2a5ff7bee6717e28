import { inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { notify } from '../../modules/notifications/service.ts';
import { users } from '../schema/index.ts';

/** The demo players whose notification centre has something in it at first sight (group 21). */
const WELCOMED = ['tester@orbit.test'];

/**
 * The demo's notification centre: a welcome message from the operator to the tester (group 21,
 * so the bell shows), once however often the demo starts.
 */
export async function seedDemoNotifications(deps: Deps) {
  const rows = await deps.db.select({ id: users.id }).from(users).where(inArray(users.email, WELCOMED));
  for (const { id } of rows)
    await notify(deps, {
      userId: id,
      type: 'personal',
      event: 'message',
      dedupeKey: 'message:demo-welcome',
      params: {
        titles: {
          en: 'Welcome to Orbit',
          de: 'Willkommen bei Orbit',
          'fr-CA': 'Bienvenue chez Orbit',
          it: 'Benvenuto su Orbit',
          no: 'Velkommen til Orbit',
          et: 'Tere tulemast Orbitisse',
        },
        texts: {
          en: 'Gifts, prizes and payments will show up here. Have a look at this week’s tournaments.',
          de: 'Geschenke, Preise und Zahlungen erscheinen hier. Schau dir die Turniere dieser Woche an.',
          'fr-CA':
            'Les cadeaux, les prix et les paiements apparaîtront ici. Découvrez les tournois de la semaine.',
          it: 'Qui compariranno regali, premi e pagamenti. Dai un’occhiata ai tornei della settimana.',
          no: 'Gaver, premier og betalinger dukker opp her. Ta en titt på ukens turneringer.',
          et: 'Siia ilmuvad kingitused, auhinnad ja maksed. Vaata selle nädala turniire.',
        },
        path: '/tournaments',
      },
    });
}
