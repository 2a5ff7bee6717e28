/**
 * Category ids are case-insensitive and stored in lower case. The spec's client compares the
 * collections' ids without case; the newer client builds a geo id from the country in lower
 * case (`top:ca`) and looks it up exactly — so Orbit answers `top:ca` and accepts `top:CA` too.
 */

/** The id of a category's geo variant: `top` + `CA` → `top:ca`. */
export const geoCategoryId = (slug: string, country: string) => `${slug}:${country}`.toLowerCase();

/** An id as a client sent it (`top:CA`, `TOP`) → the stored id (`top:ca`, `top`). */
export const categoryIdOf = (id: string) => id.toLowerCase();
