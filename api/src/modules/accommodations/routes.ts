import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { authOf } from '../../plugins/auth';
import { NotFoundError } from '../../lib/errors';
import { pageParams, pagination } from '../../lib/resource';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_REQUEST, imagePath, readImageParts } from './images';
import { readAccommodation, unwrapAccommodation } from './input';
import { readAccommodationForm } from './multipart';
import * as service from './service';
import { findImageForServing } from './repository';

const Id = Type.Object({ id: Type.String({ format: 'uuid' }) });
const ApartmentId = Type.Object({ apartmentId: Type.String({ format: 'uuid' }) });

const BODY_DOC = `JSON \`{accommodation: {...}}\` (or the attributes themselves), or multipart/form-data: a text field
\`accommodation\` with that JSON and/or Rails-style keys \`accommodation[name]\`, \`accommodation[apartmentsAttributes][0][name]\`,
plus photo files in \`apartmentsAttributes[<n>][images][]\`. Stay rules in camelCase (checkInFrom, animalsFrendly, …) or
snake_case (check_in_from, animals_frendly, …). Status \`draft\` or \`active\` (default).`;

/** Listings with apartments, rates and photos (spec 001 §2.3, §7); photos served by unguessable id. */
export default async function accommodationRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_REQUEST, fields: 2000, fieldSize: 1024 * 1024, parts: 2100 },
  });

  const ctx = (request: FastifyRequest): service.Context => ({
    db: app.db,
    dataDir: app.config.dataDir,
    publicUrl: app.config.publicUrl,
    accountId: authOf(request).accountId,
  });

  async function readBody(request: FastifyRequest) {
    if (request.isMultipart()) {
      const form = await readAccommodationForm(request);
      return { input: readAccommodation(unwrapAccommodation(form.raw)), files: form.files };
    }
    return { input: readAccommodation(unwrapAccommodation(request.body)), files: new Map() };
  }

  app.get<{ Querystring: { page?: number; perPage?: number; status?: 'draft' | 'active' } }>(
    '/householder/accommodations',
    {
      schema: {
        tags: ['accommodations'],
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 1 })),
          perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
          status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('active')])),
        }),
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { page, perPage, offset } = pageParams(request.query, { perPage: 15, max: 1000 });
      const { data, count } = await service.listAccommodations(ctx(request), { status: request.query.status, limit: perPage, offset });
      return { data, pagination: pagination(page, perPage, count) };
    },
  );

  app.post(
    '/householder/accommodations',
    { schema: { tags: ['accommodations'], description: BODY_DOC }, preHandler: app.authenticate },
    async (request, reply) => {
      const { input, files } = await readBody(request);
      const data = await service.createAccommodation(ctx(request), input, files);
      return reply.status(201).send({ status: 'success', id: data.id, data });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/householder/accommodations/:id',
    { schema: { tags: ['accommodations'], params: Id }, preHandler: app.authenticate },
    async (request) => ({ data: await service.getAccommodation(ctx(request), request.params.id) }),
  );

  app.put<{ Params: { id: string } }>(
    '/householder/accommodations/:id',
    { schema: { tags: ['accommodations'], params: Id, description: BODY_DOC }, preHandler: app.authenticate },
    async (request) => {
      const { input, files } = await readBody(request);
      const data = await service.updateAccommodation(ctx(request), request.params.id, input, files);
      return { status: 'success', id: data.id, data };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/householder/accommodations/:id',
    { schema: { tags: ['accommodations'], params: Id }, preHandler: app.authenticate },
    async (request, reply) => {
      await service.deleteAccommodation(ctx(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post<{ Params: { id: string } }>(
    '/householder/accommodations/:id/copy',
    { schema: { tags: ['accommodations'], params: Id, description: 'A new draft copy with apartments, rates, rules and photos.' }, preHandler: app.authenticate },
    async (request, reply) => {
      const data = await service.copyAccommodation(ctx(request), request.params.id);
      return reply.status(201).send({ status: 'success', id: data.id, data });
    },
  );

  app.post<{ Params: { apartmentId: string } }>(
    '/householder/apartments/:apartmentId/images',
    {
      schema: {
        tags: ['accommodations'],
        params: ApartmentId,
        description: `multipart/form-data with image files (PNG, JPEG, WebP, GIF, checked by content; at most 8 MB each).`,
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const images = await readImageParts(request);
      const data = await service.addImages(ctx(request), request.params.apartmentId, images);
      return reply.status(201).send({ data });
    },
  );

  app.put<{ Params: { apartmentId: string }; Body: { ids: string[] } }>(
    '/householder/apartments/:apartmentId/images/order',
    {
      schema: {
        tags: ['accommodations'],
        params: ApartmentId,
        body: Type.Object({ ids: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 500 }) }),
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ data: await service.orderImages(ctx(request), request.params.apartmentId, request.body.ids) }),
  );

  app.delete<{ Params: { apartmentId: string; imageId: string } }>(
    '/householder/apartments/:apartmentId/images/:imageId',
    {
      schema: {
        tags: ['accommodations'],
        params: Type.Object({ apartmentId: Type.String({ format: 'uuid' }), imageId: Type.String({ format: 'uuid' }) }),
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      await service.deleteImage(ctx(request), request.params.apartmentId, request.params.imageId);
      return reply.status(204).send();
    },
  );

  // <img> tags send no bearer token: photos are served by their random id alone, and nothing lists them.
  app.get<{ Params: { imageId: string } }>(
    '/images/:imageId',
    { schema: { tags: ['accommodations'], params: Type.Object({ imageId: Type.String({ format: 'uuid' }) }) } },
    async (request, reply) => {
      const image = await findImageForServing(app.db, request.params.imageId);
      if (!image) throw new NotFoundError();
      const file = imagePath(app.config.dataDir, image.account_id, image.id);
      if (!fs.existsSync(file)) throw new NotFoundError();
      return reply
        .type(image.content_type)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(fs.createReadStream(file));
    },
  );

  // The apartment's calendar for booking services (iCal export): busy days only, no guest data.
  app.get<{ Params: { file: string } }>(
    '/calendars/:file',
    { schema: { tags: ['accommodations'], params: Type.Object({ file: Type.String({ pattern: '^[0-9a-fA-F-]{36}\\.ics$' }) }) } },
    async (request, reply) => {
      const token = request.params.file.slice(0, 36);
      const rows = await app.db.query<{ id: string; from_date: string; to_date: string; kind: string; name: string }>(
        `select r.id, r.from_date, r.to_date, r.kind, a.name from apartments a
           left join reservations r on r.apartment_id = a.id and r.status not in ('canceled', 'no_show') and r.to_date >= current_date - 30
          where a.ical_token = $1::uuid and a.archived_at is null order by r.from_date`,
        [token],
      );
      if (rows.length === 0) throw new NotFoundError();
      const day = (d: string) => d.replace(/-/g, '');
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
      const events = rows
        .filter((r) => r.id)
        .map((r) =>
          [
            'BEGIN:VEVENT',
            `UID:${r.id}@gospodarz`,
            `DTSTAMP:${stamp}`,
            `DTSTART;VALUE=DATE:${day(r.from_date)}`,
            `DTEND;VALUE=DATE:${day(r.to_date)}`,
            `SUMMARY:${r.kind === 'block' ? 'Niedostępny' : 'Zarezerwowany'}`,
            'END:VEVENT',
          ].join('\r\n'),
        );
      const body = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Gospodarz//PL', 'CALSCALE:GREGORIAN', ...events, 'END:VCALENDAR', ''].join('\r\n');
      return reply.type('text/calendar; charset=utf-8').send(body);
    },
  );
}
