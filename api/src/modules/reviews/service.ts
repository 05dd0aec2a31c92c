import type { ReviewAttributes, ReviewSource } from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { notify } from '../notifications';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { pagination, resource } from '../../lib/resource';
import type { Scope } from '../../lib/scope';
import type { GuestLinkTarget } from '../conversations';
import * as repo from './repository';

const NOT_FOUND = 'Nie znaleziono opinii.';
export const TEXT_MAX = 3000;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export function toReviewDto(row: repo.ReviewRow) {
  const categories: ReviewAttributes['categories'] = {};
  if (row.cleanliness !== null) categories.cleanliness = row.cleanliness;
  if (row.location !== null) categories.location = row.location;
  if (row.communication !== null) categories.communication = row.communication;
  if (row.check_in !== null) categories.checkIn = row.check_in;
  if (row.value !== null) categories.value = row.value;
  const attributes: ReviewAttributes = {
    source: row.source as ReviewSource,
    guestName: firstName(row.guest_name),
    apartment: { id: row.apartment_id, name: row.apartment_name },
    reservationId: row.reservation_id,
    stayFrom: row.stay_from,
    stayTo: row.stay_to,
    reviewedOn: row.reviewed_on,
    rating: row.rating,
    categories,
    pros: row.pros,
    cons: row.cons,
    reply: row.reply,
    repliedAt: row.replied_at ? new Date(row.replied_at).toISOString() : null,
    blocked: row.blocked_at !== null,
    blockReason: row.block_reason,
    createdAt: new Date(row.created_at).toISOString(),
  };
  return resource('review', row.id, attributes);
}

export interface ReviewQuery {
  apartmentId?: string;
  unanswered?: boolean;
  page?: number;
  perPage?: number;
}

/** The reviews in view, and the average and number of those not blocked (for the apartment filter, if any). */
export async function listReviews(db: Queryable, scope: Scope, query: ReviewQuery) {
  const perPage = Math.min(100, Math.max(1, query.perPage ?? 20));
  const page = Math.max(1, query.page ?? 1);
  const apartmentId = query.apartmentId ?? null;
  const [{ rows, count }, summary] = await Promise.all([
    repo.listReviews(db, scope.accountId, scope.apartmentIds, { apartmentId, unanswered: query.unanswered === true, perPage, offset: (page - 1) * perPage }),
    repo.summarize(db, scope.accountId, scope.apartmentIds, apartmentId),
  ]);
  return { data: rows.map(toReviewDto), meta: summary, pagination: pagination(page, perPage, count) };
}

async function reviewOf(db: Queryable, scope: Scope, id: string) {
  const row = await repo.findReview(db, scope.accountId, scope.apartmentIds, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

export async function replyToReview(db: Queryable, scope: Scope, id: string, reply: string) {
  await reviewOf(db, scope, id);
  const text = reply.trim();
  if (text === '') throw new ValidationError({ reply: ['Wpisz odpowiedź'] });
  if (text.length > TEXT_MAX) throw new ValidationError({ reply: [`Odpowiedź może mieć najwyżej ${TEXT_MAX} znaków`] });
  await repo.setReply(db, scope.accountId, id, text);
  return toReviewDto(await reviewOf(db, scope, id));
}

export async function blockReview(db: Queryable, scope: Scope, id: string, reason: string) {
  await reviewOf(db, scope, id);
  const text = reason.trim();
  if (text === '') throw new ValidationError({ reason: ['Podaj powód blokady'] });
  await repo.setBlocked(db, scope.accountId, id, text.slice(0, 500));
  return toReviewDto(await reviewOf(db, scope, id));
}

export async function unblockReview(db: Queryable, scope: Scope, id: string) {
  await reviewOf(db, scope, id);
  await repo.setBlocked(db, scope.accountId, id, null);
  return toReviewDto(await reviewOf(db, scope, id));
}

export interface RatingsInput {
  rating?: number;
  cleanliness?: number | null;
  location?: number | null;
  communication?: number | null;
  checkIn?: number | null;
  value?: number | null;
  pros?: string;
  cons?: string;
}

function ratings(input: RatingsInput) {
  const errors: Record<string, string[]> = {};
  if (input.rating === undefined) errors.rating = ['Wybierz ocenę od 1 do 5'];
  const pros = (input.pros ?? '').trim();
  const cons = (input.cons ?? '').trim();
  if (pros.length > TEXT_MAX) errors.pros = [`Najwyżej ${TEXT_MAX} znaków`];
  if (cons.length > TEXT_MAX) errors.cons = [`Najwyżej ${TEXT_MAX} znaków`];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    rating: input.rating!,
    cleanliness: input.cleanliness ?? null,
    location: input.location ?? null,
    communication: input.communication ?? null,
    checkIn: input.checkIn ?? null,
    value: input.value ?? null,
    pros,
    cons,
  };
}

export interface ExternalReviewInput extends RatingsInput {
  apartmentId?: string;
  source?: ReviewSource;
  guestName?: string;
  reviewedOn?: string;
}

/** A review the host received on another channel, so that the averages cover it too. */
export async function addExternalReview(db: Queryable, scope: Scope, input: ExternalReviewInput) {
  const errors: Record<string, string[]> = {};
  if (!input.apartmentId) errors.apartmentId = ['Pole jest wymagane'];
  if (!input.reviewedOn) errors.reviewedOn = ['Pole jest wymagane'];
  if (input.source === 'guest_page') errors.source = ['Wybierz kanał, z którego pochodzi opinia'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const values = ratings(input);
  if (scope.apartmentIds && !scope.apartmentIds.includes(input.apartmentId!)) throw new ValidationError({ apartmentId: ['Nie znaleziono apartamentu'] });
  const id = await repo.insertReview(db, scope.accountId, {
    apartmentId: input.apartmentId!,
    reservationId: null,
    source: input.source ?? 'other',
    guestName: (input.guestName ?? '').trim().slice(0, 200),
    stayFrom: null,
    stayTo: null,
    reviewedOn: input.reviewedOn!,
    ...values,
  });
  if (!id) throw new ValidationError({ apartmentId: ['Nie znaleziono apartamentu'] });
  return toReviewDto(await reviewOf(db, scope, id));
}

/** The stay's review as its guest sees it, or null. */
export async function reviewOfStay(db: Queryable, target: GuestLinkTarget) {
  const row = await repo.findByReservation(db, target.accountId, target.reservationId);
  return row ? toReviewDto(row) : null;
}

/** The guest's review from the guest page: once per reservation, after check-out (checked by the caller). */
export async function submitGuestReview(
  db: Database,
  target: GuestLinkTarget,
  stay: { apartmentId: string; fullName: string; from: string; to: string },
  input: RatingsInput,
) {
  const values = ratings(input);
  await db.transaction(async (tx) => {
    const id = await repo.insertReview(tx, target.accountId, {
      apartmentId: stay.apartmentId,
      reservationId: target.reservationId,
      source: 'guest_page',
      guestName: stay.fullName,
      stayFrom: stay.from,
      stayTo: stay.to,
      reviewedOn: null,
      ...values,
    });
    if (!id) throw new ConflictError('Opinia o tym pobycie została już wystawiona.');
    await notify(tx, { accountId: target.accountId, userId: null }, {
      kind: 'review',
      title: `Nowa opinia: ${values.rating}/5`,
      body: `${firstName(stay.fullName)}${values.pros ? `: ${values.pros.slice(0, 120)}` : ''}`,
      link: '/front-desk/comments',
      apartmentId: stay.apartmentId,
    });
  });
  return reviewOfStay(db, target);
}
