import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../plugins/auth';
import { IdParams, SIGNED_IN_ERRORS, errorResponses } from '../../lib/schemas';
import { getListingLaw, saveListingLaw } from './hostLaw';
import { ListingLaw, ListingLawBody } from './hostLawSchemas';

/**
 * The law of a host in a listing (issue 38): registration numbers, house rules (versioned), the 24/7 phone, the
 * check-in reminder, arrival instructions and lock codes. Any signed-in user reads them (a co-host only their
 * apartments); only the owner changes them, as the rest of the listing.
 */
export default async function hostLawRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['accommodations'];
  const url = '/householder/accommodations/:id/legal';
  app.get(
    url,
    {
      ...app.guard(),
      schema: { tags, summary: 'The listing’s registration numbers, house rules, contact phone and arrival instructions', params: IdParams, response: { 200: ListingLaw, ...errorResponses(...SIGNED_IN_ERRORS, 404) } },
    },
    async (request) => getListingLaw(app.db, scopeOf(request), request.params.id),
  );
  app.put(
    url,
    {
      ...app.guard('owner'),
      schema: {
        tags,
        summary: 'Save them; the house rules get a new version when their text changes',
        params: IdParams,
        body: ListingLawBody,
        response: { 200: ListingLaw, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) },
      },
    },
    async (request) => saveListingLaw(app.db, scopeOf(request), request.params.id, request.body),
  );
}
