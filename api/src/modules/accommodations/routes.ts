import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { scopeOf } from '../../plugins/auth';
import { pageParams, pagination } from '../../lib/resource';
import { EmptyBody, IdParams, NoContent, Page, SIGNED_IN_ERRORS, errorResponses } from '../../lib/schemas';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_REQUEST, readImageParts } from './images';
import { readAccommodation, unwrapAccommodation } from './input';
import { readAccommodationForm } from './multipart';
import {
  Accommodation,
  AccommodationRequest,
  ApartmentImages,
  ApartmentParams,
  ImageOrderBody,
  ImageParams,
  ImagesRequest,
  ListQuery,
  OneAccommodation,
  PhotoParams,
  SavedAccommodation,
} from './schemas';
import * as service from './service';
import hostLawRoutes from './hostLawRoutes';

const FILE = Type.Unknown({ description: 'the file' });

/**
 * Listings with apartments, rates and photos (administration › Obiekty); photos and calendars served by unguessable id.
 * Only the owner changes listings; any signed-in user reads them, a co-host only the apartments shared with them.
 */
// Handlers are typed by the generics below, not by the type provider: the serialisers answer the contract's DTO
// types, and the response schemas (checked against the same fields by the tests) shape what is sent.
export default async function accommodationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_REQUEST, fields: 2000, fieldSize: 1024 * 1024, parts: 2100 },
  });
  const tags = ['accommodations'];
  const deps: service.Deps = { db: app.db, files: app.files, publicUrl: app.config.publicUrl };

  /** The listing from JSON or from the multipart form (with its photos), read into what the service writes. */
  async function readBody(request: FastifyRequest) {
    if (request.isMultipart()) {
      const form = await readAccommodationForm(request);
      return { input: readAccommodation(unwrapAccommodation(form.raw)), files: form.files };
    }
    return { input: readAccommodation(unwrapAccommodation(request.body)), files: new Map() };
  }

  app.get(
    '/householder/accommodations',
    {
      ...app.guard(),
      schema: {
        tags,
        summary: 'The account’s listings, oldest first, with apartments, rates and photos',
        querystring: ListQuery,
        response: { 200: Page(Accommodation), ...errorResponses(...SIGNED_IN_ERRORS, 422) },
      },
    },
    async (request) => {
      const { page, perPage, offset } = pageParams(request.query, { perPage: 15, max: 1000 });
      const { data, count } = await service.listAccommodations(deps, scopeOf(request), { status: request.query.status, limit: perPage, offset });
      return { data, pagination: pagination(page, perPage, count) };
    },
  );

  app.post(
    '/householder/accommodations',
    {
      ...app.guard('owner'),
      schema: {
        tags,
        summary: 'Create a listing (active unless status is draft)',
        consumes: ['application/json', 'multipart/form-data'],
        body: AccommodationRequest,
        response: { 201: SavedAccommodation, ...errorResponses(...SIGNED_IN_ERRORS, 413, 422, 503) },
      },
    },
    async (request, reply) => {
      const { input, files } = await readBody(request);
      const data = await service.createAccommodation(deps, scopeOf(request), input, files);
      return reply.status(201).send({ status: 'success', id: data.id, data });
    },
  );

  app.get(
    '/householder/accommodations/:id',
    { ...app.guard(), schema: { tags, summary: 'One listing', params: IdParams, response: { 200: OneAccommodation, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request) => ({ data: await service.getAccommodation(deps, scopeOf(request), request.params.id) }),
  );

  app.put(
    '/householder/accommodations/:id',
    {
      ...app.guard('owner'),
      schema: {
        tags,
        summary: 'Change a listing (fields left out keep their values; apartments and rates left out of a sent list are removed)',
        consumes: ['application/json', 'multipart/form-data'],
        params: IdParams,
        body: AccommodationRequest,
        response: { 200: SavedAccommodation, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409, 413, 422, 503) },
      },
    },
    async (request) => {
      const { input, files } = await readBody(request);
      const data = await service.updateAccommodation(deps, scopeOf(request), request.params.id, input, files);
      return { status: 'success' as const, id: data.id, data };
    },
  );

  app.delete(
    '/householder/accommodations/:id',
    {
      ...app.guard('owner'),
      schema: {
        tags,
        summary: 'Delete a listing (refused while a stay lies ahead; apartments with past stays are archived)',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      await service.deleteAccommodation(deps, scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/householder/accommodations/:id/copy',
    {
      ...app.guard('owner'),
      schema: {
        tags,
        summary: 'A new draft copy with apartments, rates, rules and photos',
        params: IdParams,
        body: EmptyBody,
        response: { 201: SavedAccommodation, ...errorResponses(...SIGNED_IN_ERRORS, 404, 503) },
      },
    },
    async (request, reply) => {
      const data = await service.copyAccommodation(deps, scopeOf(request), request.params.id);
      return reply.status(201).send({ status: 'success', id: data.id, data });
    },
  );

  app.post(
    '/householder/apartments/:apartmentId/images',
    {
      ...app.guard('owner'),
      schema: {
        tags,
        summary: 'Add photos to an apartment (after its others)',
        consumes: ['multipart/form-data'],
        params: ApartmentParams,
        body: ImagesRequest,
        response: { 201: ApartmentImages, ...errorResponses(...SIGNED_IN_ERRORS, 404, 413, 422, 503) },
      },
    },
    async (request, reply) => {
      const images = await readImageParts(request);
      return reply.status(201).send({ data: await service.addImages(deps, scopeOf(request), request.params.apartmentId, images) });
    },
  );

  app.put(
    '/householder/apartments/:apartmentId/images/order',
    {
      ...app.guard('owner'),
      schema: {
        tags,
        summary: 'Put an apartment’s photos in order',
        params: ApartmentParams,
        body: ImageOrderBody,
        response: { 200: ApartmentImages, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) },
      },
    },
    async (request) => ({ data: await service.orderImages(deps, scopeOf(request), request.params.apartmentId, request.body.ids) }),
  );

  app.delete(
    '/householder/apartments/:apartmentId/images/:imageId',
    {
      ...app.guard('owner'),
      schema: { tags, summary: 'Delete a photo', params: ImageParams, response: { 204: NoContent, ...errorResponses(...SIGNED_IN_ERRORS, 404, 503) } },
    },
    async (request, reply) => {
      await service.deleteImage(deps, scopeOf(request), request.params.apartmentId, request.params.imageId);
      return reply.status(204).send(null);
    },
  );

  // <img> tags send no bearer token: photos are served by their random id alone, and nothing lists them.
  app.get(
    '/images/:imageId',
    {
      schema: {
        tags,
        summary: 'A photo’s file (no session needed: the id is unguessable)',
        security: [],
        params: PhotoParams,
        produces: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
        response: { 200: FILE, ...errorResponses(404, 503) },
      },
    },
    async (request, reply) => {
      const image = await service.photo(deps, request.params.imageId);
      return reply
        .type(image.contentType)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(image.data);
    },
  );

  await hostLawRoutes(app);
}
