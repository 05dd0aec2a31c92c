import { reservationsApi } from './api';
import { parseListSearch, toApiQuery } from './query';

/** The list the page opens with for the address's `search`, asked for ahead of the page (the section's first request). */
export function sendFirstListRequest(search: string): void {
  reservationsApi.listAhead(toApiQuery(parseListSearch(new URLSearchParams(search))));
}
