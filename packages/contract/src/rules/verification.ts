/**
 * Verification (KYC) facts both apps use, without zod (the browser imports them): the document
 * kinds and states, what a file may be, and the source-of-wealth questionnaire's choices.
 */

/** What a document proves. */
export const DOCUMENT_KINDS = ['identity', 'address', 'payment_method'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A document waits for an operator, who approves it or rejects it with a reason. */
export const DOCUMENT_STATES = ['pending', 'approved', 'rejected'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** A player is verified once a document of each of these kinds is approved. */
export const REQUIRED_DOCUMENT_KINDS: readonly DocumentKind[] = ['identity', 'address'];

/** What a document's content may be (found from its bytes, never from its name). */
export const DOCUMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** The file input's `accept`: the same types, by name and by extension. */
export const DOCUMENT_ACCEPT = `${DOCUMENT_CONTENT_TYPES.join(',')},.jpg,.jpeg,.png,.webp,.pdf`;

/** The source-of-wealth questionnaire's choices. */
export const EMPLOYMENT_STATUSES = ['employed', 'self_employed', 'unemployed', 'retired', 'student'] as const;
export const INCOME_BANDS = ['under_25k', '25k_50k', '50k_100k', '100k_250k', 'over_250k'] as const;
export const WEALTH_SOURCES = [
  'salary',
  'business',
  'savings',
  'investments',
  'inheritance',
  'pension',
  'property',
  'other',
] as const;

/** The occupation is asked of a player who works. */
export const occupationNeeded = (status: string): boolean =>
  status === 'employed' || status === 'self_employed';
