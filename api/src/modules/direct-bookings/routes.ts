import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { scopeOf } from '../../plugins/auth';
import { errorResponses, SIGNED_IN_ERRORS, EmptyBody } from '../../lib/schemas';
import { NotFoundError } from '../../lib/errors';
import { pathParam } from '../../lib/rawInput';
import * as service from './service';
import { apartmentPage, notFoundPage, sitePage, accessibleColor } from './html';
import { BOOKING_JS } from './bookingScript';
import { widgetScript } from './widgetScript';
import {
  ApartmentParams,
  AvailabilityAnswer,
  BookingAnswer,
  BookingBody,
  ChallengeAnswer,
  LangQuery,
  PageParams,
  PartyQuery,
  PreviewQuery,
  SiteAnswer,
  SiteBody,
  SiteQuoteAnswer,
  SlugParams,
  WidgetParams,
} from './schemas';

const slugOf = pathParam('slug');
const HTML = Type.String({ description: 'text/html' });

/**
 * The page creator (owner), and the public site's JSON: availability, quote, challenge and booking, under /api/v1.
 * Public routes are rate-limited per client address and per site; they read only what the site publishes.
 */
export default async function directBookingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['direct bookings'];
  const errors = errorResponses(...SIGNED_IN_ERRORS, 404, 409, 422);

  app.get('/householder/direct_site', { ...app.guard('owner'), schema: { tags, summary: 'The account’s public site (Kreator strony)', response: { 200: SiteAnswer, ...errors } } }, async (request) =>
    service.siteSettings(app.db, scopeOf(request)),
  );
  app.put(
    '/householder/direct_site',
    { ...app.guard('owner'), schema: { tags, summary: 'Saves the site: address, texts, contact, colour, languages, apartments with prepayment and confirmation', body: SiteBody, response: { 200: SiteAnswer, ...errors } } },
    async (request) => service.saveSite(app.db, scopeOf(request), { ...request.body, ...request.body.site }),
  );
  app.post('/householder/direct_site/publish', { ...app.guard('owner'), schema: { tags, summary: 'Opublikuj', body: EmptyBody, response: { 200: SiteAnswer, ...errors } } }, async (request) =>
    service.publishSite(app.db, scopeOf(request), true),
  );
  app.delete('/householder/direct_site/publish', { ...app.guard('owner'), schema: { tags, summary: 'Wycofaj', response: { 200: SiteAnswer, ...errors } } }, async (request) =>
    service.publishSite(app.db, scopeOf(request), false),
  );
  app.get(
    '/householder/direct_site/preview',
    { ...app.guard('owner'), schema: { tags, summary: 'The site’s page as it would be published (HTML), or one apartment’s', querystring: PreviewQuery, produces: ['text/html'], response: { 200: HTML, ...errors } } },
    async (request, reply) => {
      const scope = scopeOf(request);
      const view = await service.publicSite(app.db, '', request.query.lang, request.query.apartmentId ?? null, scope);
      const html = request.query.apartmentId ? apartmentPage(view, app.config.publicUrl) : sitePage(view, app.config.publicUrl);
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  const page = app.throttle('sitePage', slugOf);
  const booking = app.throttle('siteBooking', slugOf);
  app.get(
    '/sites/:slug/apartments/:apartmentId/availability',
    { preValidation: page, schema: { tags, summary: 'Free, taken and closed nights of a published apartment (no guest data)', security: [], params: ApartmentParams, response: { 200: AvailabilityAnswer, ...errorResponses(404, 429) } } },
    async (request) => ({
      data: { id: request.params.apartmentId, type: 'site_availability' as const, attributes: await service.availability(app.db, request.params.slug, request.params.apartmentId) },
    }),
  );
  app.get(
    '/sites/:slug/apartments/:apartmentId/quote',
    { preValidation: page, schema: { tags, summary: 'The price of a stay from the pricing engine, with its breakdown, cancellation schedule and prepayment', security: [], params: ApartmentParams, querystring: PartyQuery, response: { 200: SiteQuoteAnswer, ...errorResponses(404, 409, 422, 429) } } },
    async (request) => ({
      data: { id: request.params.apartmentId, type: 'site_quote' as const, attributes: await service.publicQuote(app.db, request.params.slug, request.params.apartmentId, request.query) },
    }),
  );
  app.get(
    '/sites/:slug/challenge',
    { preValidation: page, schema: { tags, summary: 'A proof-of-work challenge (ALTCHA) for the booking form', security: [], params: SlugParams, response: { 200: ChallengeAnswer, ...errorResponses(404, 429) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.challengeFor(app.db, app.config, request.params.slug);
    },
  );
  app.post(
    '/sites/:slug/apartments/:apartmentId/bookings',
    { preValidation: booking, schema: { tags, summary: 'Rezerwuję z obowiązkiem zapłaty: books a published apartment (priced on the server; the proof of work solved)', security: [], params: ApartmentParams, body: BookingBody, response: { 201: BookingAnswer, ...errorResponses(404, 409, 422, 429) } } },
    async (request, reply) => reply.status(201).send(await service.book(app.db, app.config, request.params.slug, request.params.apartmentId, request.body)),
  );
}

/**
 * The public site's pages at the suite's root (/s/{slug}, /s/{slug}/{apartment}), the booking form's script and the
 * widget's script: server HTML and JavaScript, no sign-in, no back-office shell. An unknown or unpublished site (or
 * an apartment it does not show) is the same 404 page.
 */
export async function publicSiteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['direct bookings'];
  const page = app.throttle('sitePage', slugOf);
  const notFound = errorResponses(404, 429);
  const pageNotFound = {
    404: { description: 'The page saying the site is not found or not published', content: { 'text/html': { schema: Type.String() } } },
    ...errorResponses(429),
  };
  const send = (reply: import('fastify').FastifyReply, html: string) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'public, max-age=60').send(html);
  const render = async (reply: import('fastify').FastifyReply, work: () => Promise<string>) => {
    try {
      return send(reply, await work());
    } catch (error) {
      if (error instanceof NotFoundError) return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage());
      throw error;
    }
  };

  app.get('/s/assets/booking.js', { schema: { tags, summary: 'The booking form’s script', security: [], produces: ['text/javascript'], response: { 200: Type.String() } } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(BOOKING_JS),
  );
  app.get(
    '/s/widget/:file',
    { preValidation: page, schema: { tags, summary: 'The booking widget of a published site: <script src="/s/widget/{siteId}.js">', security: [], params: WidgetParams, produces: ['text/javascript'], response: { 200: Type.String(), ...notFound } } },
    async (request, reply) => {
      const id = request.params.file.replace(/\.js$/, '');
      const { site, apartments } = await service.widgetSite(app.db, id);
      const script = widgetScript({ base: app.config.publicUrl, slug: site.slug, color: accessibleColor(site.color), apartments: apartments.map((a) => ({ id: a.id, name: a.name })) });
      // loaded by the host's own site, on another origin: the suite's same-origin resource policy does not apply
      return reply
        .type('text/javascript; charset=utf-8')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Access-Control-Allow-Origin', '*')
        .header('Cache-Control', 'public, max-age=300')
        .send(script);
    },
  );
  app.get(
    '/s/:slug',
    { preValidation: page, schema: { tags, summary: 'The public site (HTML, schema.org JSON-LD, Open Graph)', security: [], params: SlugParams, querystring: LangQuery, produces: ['text/html'], response: { 200: HTML, ...pageNotFound } } },
    async (request, reply) => render(reply, async () => sitePage(await service.publicSite(app.db, request.params.slug, request.query.lang), app.config.publicUrl)),
  );
  app.get(
    '/s/:slug/:apartment',
    { preValidation: page, schema: { tags, summary: 'An apartment’s public page with the booking form (HTML)', security: [], params: PageParams, querystring: LangQuery, produces: ['text/html'], response: { 200: HTML, ...pageNotFound } } },
    async (request, reply) =>
      render(reply, async () => apartmentPage(await service.publicSite(app.db, request.params.slug, request.query.lang, request.params.apartment), app.config.publicUrl)),
  );
}
