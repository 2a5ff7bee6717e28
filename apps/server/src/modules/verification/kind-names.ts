import type { DocumentKind } from '@orbit/contract';
import type { LocalisedText } from '../../db/schema/bonuses.ts';

/**
 * A document kind's name in each language the notifications speak, as their text uses it
 * ("Your proof of address was approved"); the notification renders the viewer's.
 */
const NAMES: Record<DocumentKind, LocalisedText> = {
  identity: {
    en: 'identity document',
    de: 'Ausweisdokument',
    'fr-CA': 'pièce d’identité',
    it: 'identità',
    no: 'identitetsdokument',
    et: 'isikut tõendav dokument',
  },
  address: {
    en: 'proof of address',
    de: 'Adressnachweis',
    'fr-CA': 'preuve d’adresse',
    it: 'indirizzo',
    no: 'adressebevis',
    et: 'aadressi tõend',
  },
  payment_method: {
    en: 'proof of payment method',
    de: 'Zahlungsnachweis',
    'fr-CA': 'preuve de moyen de paiement',
    it: 'metodo di pagamento',
    no: 'bevis for betalingsmåte',
    et: 'makseviisi tõend',
  },
};

export const kindNames = (kind: DocumentKind): LocalisedText => NAMES[kind];
