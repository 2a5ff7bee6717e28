import { z } from 'zod';

/** 422 body of the player API: translation keys per field, e.g. `{errors: {email: ['validation.required']}}`. */
export const FieldErrorsBody = z.object({ errors: z.record(z.string(), z.array(z.string())) });
export type FieldErrorsBody = z.infer<typeof FieldErrorsBody>;

/** Any other refusal: a stable code and a human message. */
export const ErrorBody = z.object({ error: z.string(), message: z.string().optional() });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Licence = z.enum(['CW', 'EE', 'other']);
export type Licence = z.infer<typeof Licence>;

/** ISO date-time string as sent on the wire. */
export const IsoDateTime = z.string();
