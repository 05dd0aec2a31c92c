import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SERVICES_PER_PAGE } from '@gospodarz/contracts';
import { scopeOf } from '../../plugins/auth';
import { pagination } from '../../lib/resource';
import { IdParams, SIGNED_IN_ERRORS, errorResponses } from '../../lib/schemas';
import { ValidationError } from '../../lib/errors';
import { MAX_IMAGE_BYTES, checkedImage, readFilePart } from '../accommodations';
import { CityList, CityQuery, LogoParams, LogoRequest, OneProvider, ProviderBody, ProviderPage, ProviderQuery } from './schemas';
import { toProviderDto } from './serialize';
import * as service from './service';

// The same limit as apartment photos, so that the size message (8 MB) is the one every upload gives.

/**
 * Service providers (Usługi › Pralnie, Sprzątanie, Catering): the account's cleaning, laundry and catering companies
 * with their price lists and logos. The owner and co-hosts holding 'service_providers' manage them.
 */
export default async function serviceProviderRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11 } });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['service providers'];
  const base = '/householder/service_providers';
  const guard = app.guard('service_providers');

  app.get(
    base,
    {
      ...guard,
      schema: {
        tags,
        summary: 'The account’s providers of a kind, by name, 15 a page, each with its live cooperation of that kind',
        querystring: ProviderQuery,
        response: { 200: ProviderPage, ...errorResponses(...SIGNED_IN_ERRORS, 422) },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const perPage = request.query.perPage ?? SERVICES_PER_PAGE;
      const kind = service.kindOf(request.query.servicesPerformed);
      const { items, count } = await service.listPage(app, scopeOf(request), { page, perPage, kind, city: request.query.city ?? null });
      return { data: items.map((p) => toProviderDto(p.row, p.cooperation)), pagination: pagination(page, perPage, count) };
    },
  );

  app.get(
    `${base}/cities`,
    { ...guard, schema: { tags, summary: 'The cities of the account’s providers (of a kind), for the city filter', querystring: CityQuery, response: { 200: CityList, ...errorResponses(...SIGNED_IN_ERRORS, 422) } } },
    async (request) => ({ data: await service.cities(app, scopeOf(request), service.kindOf(request.query.servicesPerformed)) }),
  );

  app.post(
    base,
    {
      ...guard,
      schema: { tags, summary: 'Add a provider with its price list', body: ProviderBody, response: { 201: OneProvider, ...errorResponses(...SIGNED_IN_ERRORS, 422) } },
    },
    async (request, reply) => {
      const created = await service.createProvider(app, scopeOf(request), request.body.service_provider ?? {});
      return reply.status(201).send({ data: toProviderDto(created.row, created.cooperation) });
    },
  );

  app.get(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'One provider with its price list', params: IdParams, response: { 200: OneProvider, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request) => {
      const found = await service.getProvider(app, scopeOf(request), request.params.id);
      return { data: toProviderDto(found.row, found.cooperation) };
    },
  );

  app.patch(
    `${base}/:id/logo`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Set the provider’s logo (an image file, checked by its content)',
        consumes: ['multipart/form-data'],
        params: IdParams,
        body: LogoRequest,
        response: { 200: OneProvider, ...errorResponses(...SIGNED_IN_ERRORS, 404, 413, 422) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new ValidationError({ logo: ['Wybierz plik z logo'] });
      let logo: { contentType: string; buffer: Buffer } | null = null;
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        const buffer = await readFilePart(part, 'logo');
        if (!logo) logo = checkedImage(part.filename, buffer, 'logo');
      }
      if (!logo) throw new ValidationError({ logo: ['Wybierz plik z logo'] });
      const updated = await service.setLogo(app, scopeOf(request), request.params.id, logo);
      return { data: toProviderDto(updated.row, updated.cooperation) };
    },
  );

  // <img> tags send no bearer token: a logo is served by its provider's random id alone.
  app.get(
    '/service_provider_logos/:id',
    {
      schema: {
        tags,
        summary: 'A provider’s logo (no session needed: the id is unguessable)',
        security: [],
        params: LogoParams,
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 20, description: 'the logo’s version, for caching' })) }),
        produces: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
        response: { 200: Type.Unknown({ description: 'the image' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const found = await service.logo(app, request.params.id);
      return reply
        .type(found.contentType)
        .header('Cache-Control', 'private, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(found.data);
    },
  );
}
