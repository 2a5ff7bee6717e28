/** The API's last page number (`OperatorPageNumber`). */
const LAST_PAGE = 100_000;

/** The page an address asks for (`?page=`): a whole number from 1, whatever was typed there. */
export function pageOf(params: URLSearchParams): number {
  return Math.min(LAST_PAGE, Math.max(1, Math.floor(Number(params.get('page'))) || 1));
}
