import { addDays, AMENITY_GROUPS, AMENITY_GROUP_NAMES, groszeToDecimal, nightsBetween, normalizePhone, parseDay, todayInPoland, INVALID_PHONE_MESSAGE } from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import type { Config as AppConfig } from '../../config';
import { AppError, ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { quoteStay, TAKEN_MESSAGE, type PricedQuote } from '../quotes';
import { createReservation } from '../reservations';
import { guestLinkKey, guestPageUrl, guestToken } from '../conversations';
import { enqueueEmail } from '../mail';
import { notify, reservationCreatedNotice } from '../notifications';
import * as repo from './repository';
import { newChallenge, readPayload, verified } from './pow';

export const SITE_NOT_FOUND = 'Nie znaleziono strony.';
export const APARTMENT_NOT_FOUND = 'Nie znaleziono apartamentu na tej stronie.';
export const SLUG_TAKEN = 'Ten adres jest już zajęty. Wybierz inny.';
export const SLUG_RULE = 'Adres: od 3 do 40 znaków, małe litery bez polskich znaków, cyfry i łączniki (nie na początku i końcu)';
export const POW_MESSAGE = 'Nie udało się potwierdzić, że rezerwujesz Ty, a nie automat. Odśwież stronę i spróbuj ponownie.';
/** Days the guest has to pay the prepayment (never later than the day before arrival, never before today). */
export const PREPAYMENT_DAYS = 3;
/** How many months the availability calendar shows. */
export const CALENDAR_MONTHS = 6;
export const SOURCE = 'Strona www';
const RESERVED_SLUGS = new Set(['api', 'assets', 'widget', 'admin', 'administration', 's']);
const COLOR = /^#[0-9a-f]{6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NIP = /^\d{10}$/;

/** '1 234,56 zł' of grosze. */
export function money(grosze: number, currency = 'PLN'): string {
  const negative = grosze < 0;
  const abs = Math.abs(grosze);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const text = `${negative ? '-' : ''}${whole},${String(abs % 100).padStart(2, '0')}`;
  return currency === 'PLN' ? `${text} zł` : `${text} ${currency}`;
}

/** 'dd.MM.yyyy' of 'yyyy-MM-dd'. */
export function polishDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

// ---------------------------------------------------------------- the page creator (the owner)

export interface SiteInput {
  slug?: string;
  title?: string;
  introduction?: string;
  titleEn?: string;
  introductionEn?: string;
  phone?: string;
  email?: string;
  color?: string;
  languages?: string[];
  apartments?: Array<{ apartmentId: string; prepaymentPercent?: number; instant?: boolean }>;
}

export async function siteSettings(db: Queryable, scope: Scope) {
  const site = await repo.siteOfAccount(db, scope.accountId);
  const choices = await repo.apartmentChoices(db, scope.accountId, site?.id ?? null);
  return {
    data: {
      id: site?.id ?? 'new',
      type: 'direct_site' as const,
      attributes: {
        slug: site?.slug ?? '',
        title: site?.title ?? '',
        introduction: site?.introduction ?? '',
        titleEn: site?.title_en ?? '',
        introductionEn: site?.introduction_en ?? '',
        phone: site?.phone ?? '',
        email: site?.email ?? '',
        color: site?.color ?? '#1f6f5c',
        languages: site?.languages ?? ['pl'],
        published: !!site?.published_at,
        publishedAt: site?.published_at ? site.published_at.toISOString() : null,
        path: site ? `/s/${site.slug}` : null,
        apartments: choices.map((c) => ({
          apartmentId: c.apartment_id,
          name: c.name,
          accommodationName: c.accommodation_name,
          onSite: c.on_site,
          prepaymentPercent: c.prepayment_percent ?? 30,
          instant: c.instant ?? true,
        })),
      },
    },
  };
}

export async function saveSite(db: Database, scope: Scope, input: SiteInput) {
  const errors: Record<string, string[]> = {};
  const slug = (input.slug ?? '').trim().toLowerCase();
  if (!/^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/.test(slug) || RESERVED_SLUGS.has(slug)) errors.slug = [SLUG_RULE];
  else if (await repo.slugTaken(db, scope.accountId, slug)) errors.slug = [SLUG_TAKEN];
  const title = (input.title ?? '').trim();
  if (!title) errors.title = ['Pole jest wymagane'];
  const color = (input.color ?? '#1f6f5c').trim().toLowerCase();
  if (!COLOR.test(color)) errors.color = ['Podaj kolor w postaci #rrggbb'];
  const email = (input.email ?? '').trim();
  if (email && !EMAIL.test(email)) errors.email = ['Podaj poprawny adres e-mail'];
  let phone = (input.phone ?? '').trim();
  if (phone) {
    const normalized = normalizePhone(phone);
    if (normalized === null) errors.phone = [INVALID_PHONE_MESSAGE];
    else phone = normalized;
  }
  const languages = [...new Set(['pl', ...(input.languages ?? []).filter((l) => l === 'en')])];
  const wanted = input.apartments ?? [];
  const ids = wanted.map((a) => a.apartmentId.toLowerCase());
  const own = new Set(await repo.accountApartmentIds(db, scope.accountId, ids.filter((id) => /^[0-9a-f-]{36}$/.test(id))));
  if (ids.some((id) => !own.has(id))) errors.apartments = ['Wybierz apartamenty z listy'];
  if (wanted.some((a) => a.prepaymentPercent !== undefined && (!Number.isInteger(a.prepaymentPercent) || a.prepaymentPercent < 0 || a.prepaymentPercent > 100))) {
    errors.apartments = [...(errors.apartments ?? []), 'Przedpłata: od 0 do 100%'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  await db.transaction(async (tx) => {
    const siteId = await repo.upsertSite(tx, scope.accountId, {
      slug,
      title,
      introduction: (input.introduction ?? '').trim(),
      titleEn: (input.titleEn ?? '').trim(),
      introductionEn: (input.introductionEn ?? '').trim(),
      phone,
      email,
      color,
      languages,
    });
    await repo.replaceSiteApartments(
      tx,
      scope.accountId,
      siteId,
      wanted.map((a) => ({ apartmentId: a.apartmentId.toLowerCase(), prepaymentPercent: a.prepaymentPercent ?? 30, instant: a.instant ?? true })),
    );
  });
  return siteSettings(db, scope);
}

export async function publishSite(db: Queryable, scope: Scope, published: boolean) {
  const site = await repo.siteOfAccount(db, scope.accountId);
  if (!site) throw new ConflictError('Najpierw zapisz stronę.');
  if (published && (await repo.siteApartments(db, site.id, scope.accountId)).length === 0) {
    throw new ConflictError('Wybierz co najmniej jeden apartament, zanim opublikujesz stronę.', { apartments: ['Wybierz co najmniej jeden apartament'] });
  }
  await repo.setPublished(db, scope.accountId, published);
  return siteSettings(db, scope);
}

// ---------------------------------------------------------------- the public pages

export type Language = 'pl' | 'en';

export interface PublicSite {
  site: repo.SiteRow;
  language: Language;
  apartments: PublicApartment[];
}

export interface PublicApartment extends repo.PublicApartmentRow {
  amenityLabels: string[];
  houseRules: string | null;
}

function amenityLabels(amenities: Record<string, unknown>): string[] {
  const labels: string[] = [];
  for (const group of AMENITY_GROUP_NAMES) {
    const items = AMENITY_GROUPS[group].items as Record<string, string>;
    const chosen = amenities?.[group];
    if (Array.isArray(chosen)) for (const key of chosen) if (typeof key === 'string' && items[key]) labels.push(items[key]);
  }
  return labels;
}

/** The published site at `slug` (404 for an unknown or unpublished one); `apartmentId` narrows it to one apartment. */
export async function publicSite(db: Queryable, slug: string, language: string | undefined, apartmentId: string | null = null, preview: Scope | null = null): Promise<PublicSite> {
  const site = preview ? await repo.siteOfAccount(db, preview.accountId) : await repo.publishedSiteBySlug(db, slug.toLowerCase());
  if (!site) throw new NotFoundError(SITE_NOT_FOUND);
  if (apartmentId !== null && !/^[0-9a-f-]{36}$/i.test(apartmentId)) throw new NotFoundError(APARTMENT_NOT_FOUND);
  const rows = await repo.siteApartments(db, site.id, site.account_id, apartmentId?.toLowerCase() ?? null);
  if (apartmentId !== null && rows.length === 0) throw new NotFoundError(APARTMENT_NOT_FOUND);
  const apartments: PublicApartment[] = [];
  for (const row of rows) {
    apartments.push({
      ...row,
      amenityLabels: amenityLabels(row.amenities),
      houseRules: apartmentId ? await repo.latestHouseRules(db, site.account_id, row.accommodation_id) : null,
    });
  }
  const lang: Language = language === 'en' && site.languages.includes('en') ? 'en' : 'pl';
  return { site, language: lang, apartments };
}

/** The scope a booking on the site acts in: the account's owner (the reservation's author in its history). */
async function siteScope(db: Queryable, accountId: string): Promise<Scope> {
  const owner = await repo.ownerOf(db, accountId);
  if (!owner) throw new NotFoundError(SITE_NOT_FOUND);
  return { accountId, userId: owner.id, sessionId: '', owner: true, permissions: [], apartmentIds: null };
}

/** The published site the widget script of `id` serves, with its apartments (404 otherwise). */
export async function widgetSite(db: Queryable, id: string) {
  const site = /^[0-9a-f-]{36}$/i.test(id) ? await repo.publishedSiteById(db, id.toLowerCase()) : null;
  if (!site) throw new NotFoundError(SITE_NOT_FOUND);
  return { site, apartments: await repo.siteApartments(db, site.id, site.account_id) };
}

export type NightState = 'free' | 'taken' | 'closed';

/**
 * The calendar of the booking form: each night from today for CALENDAR_MONTHS months, free, taken (another stay or a
 * block: the back office's calendar's data) or closed (outside the booking window of its rule set), with the minimum
 * stay of a stay starting that night.
 */
export async function availability(db: Queryable, slug: string, apartmentId: string) {
  const { site, apartments } = await publicSite(db, slug, 'pl', apartmentId);
  const apartment = apartments[0];
  const today = todayInPoland();
  const end = addDays(today, CALENDAR_MONTHS * 31);
  const [taken, rules] = await Promise.all([
    repo.takenNights(db, site.account_id, apartment.id, today, end),
    repo.dayRules(db, site.account_id, apartment.id, today, end),
  ]);
  const takenSet = new Set(taken);
  const ruleOf = new Map(rules.map((r) => [r.day, r]));
  const nights: Array<{ date: string; state: NightState; minStay: number }> = [];
  for (let day = today; day < end; day = addDays(day, 1)) {
    const rule = ruleOf.get(day);
    const window = rule?.capacity_days ?? null;
    const state: NightState = takenSet.has(day) ? 'taken' : window !== null && nightsBetween(today, day) > window ? 'closed' : 'free';
    nights.push({ date: day, state, minStay: rule?.stay_limits_min ?? 1 });
  }
  return { from: today, to: end, nights };
}

export interface PartyInput {
  from?: string;
  to?: string;
  adults?: number;
  children?: number;
  childrenAges?: string;
}

/** The nearest free stays of the same length (before or after the asked one), at most `count`. */
export async function nearestFree(db: Queryable, accountId: string, apartmentId: string, from: string, nights: number, count = 2) {
  const today = todayInPoland();
  const start = addDays(from, -30) < today ? today : addDays(from, -30);
  const end = addDays(from, 120);
  const taken = new Set(await repo.takenNights(db, accountId, apartmentId, start, addDays(end, nights)));
  const candidates: string[] = [];
  for (let day = start; day < end; day = addDays(day, 1)) {
    let free = true;
    for (let i = 0; i < nights && free; i++) if (taken.has(addDays(day, i))) free = false;
    if (free) candidates.push(day);
  }
  const distance = (day: string) => Math.abs(nightsBetween(from < day ? from : day, from < day ? day : from));
  return candidates
    .sort((a, b) => distance(a) - distance(b) || a.localeCompare(b))
    .slice(0, count)
    .map((day) => ({ from: day, to: addDays(day, nights) }));
}

function partyOf(query: PartyInput) {
  const from = parseDay(query.from);
  const to = parseDay(query.to);
  const errors: Record<string, string[]> = {};
  if (!from) errors.from = ['Wybierz datę przyjazdu'];
  if (!to) errors.to = ['Wybierz datę wyjazdu'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, 'Wybierz daty pobytu.');
  if (from! < todayInPoland()) throw new ValidationError({ from: ['Data przyjazdu nie może być w przeszłości'] });
  if (nightsBetween(from!, to!) > 90) throw new ValidationError({ to: ['Przez stronę można zarezerwować najwyżej 90 nocy'] });
  return { from: from!, to: to!, adults: query.adults ?? 1, children: query.children ?? 0, childrenAges: query.childrenAges };
}

export interface DirectQuote {
  quote: PricedQuote;
  prepaymentGrosze: number;
  prepaymentDue: string;
  grandTotalGrosze: number;
  prepaymentPercent: number;
  instant: boolean;
}

async function quoteOnSite(db: Queryable, site: repo.SiteRow, apartment: PublicApartment, query: PartyInput): Promise<DirectQuote> {
  const party = partyOf(query);
  if (party.adults + party.children > apartment.guest_number) {
    throw new ValidationError({ adults: [`Apartament przyjmuje najwyżej ${apartment.guest_number} osób`] });
  }
  const scope = await siteScope(db, site.account_id);
  let quote: PricedQuote;
  try {
    quote = await quoteStay(db, scope, { apartmentId: apartment.id, ...party });
  } catch (error) {
    if (error instanceof ConflictError) throw await takenError(db, site.account_id, apartment.id, party.from, party.to);
    throw error;
  }
  const grandTotalGrosze = quote.totalGrosze + quote.cleaningFeeGrosze + quote.touristTaxGrosze;
  const today = todayInPoland();
  const latest = addDays(party.from, -1) < today ? today : addDays(party.from, -1);
  const due = addDays(today, PREPAYMENT_DAYS) < latest ? addDays(today, PREPAYMENT_DAYS) : latest;
  return {
    quote,
    grandTotalGrosze,
    prepaymentGrosze: Math.floor((grandTotalGrosze * apartment.prepayment_percent + 50) / 100),
    prepaymentDue: due,
    prepaymentPercent: apartment.prepayment_percent,
    instant: apartment.instant,
  };
}

/** 409 with the nearest free dates of the same length, in Polish. */
async function takenError(db: Queryable, accountId: string, apartmentId: string, from: string, to: string): Promise<AppError> {
  const nearest = await nearestFree(db, accountId, apartmentId, from, nightsBetween(from, to));
  const proposal = nearest.map((s) => `${polishDay(s.from)} – ${polishDay(s.to)}`).join(' lub ');
  const message = proposal ? `${TAKEN_MESSAGE} Najbliższe wolne terminy: ${proposal}.` : TAKEN_MESSAGE;
  return new ConflictError(message, { from: [message], nearest: nearest.map((s) => `${s.from}/${s.to}`) });
}

/** The quote as the page shows it: each line in words with its amount, the schedule, the prepayment. */
export function quoteView(q: DirectQuote) {
  const { quote } = q;
  const cur = quote.currency;
  const lines: Array<{ label: string; amount: string }> = [];
  const base = quote.priced.nightly.reduce((sum, n) => sum + n.base, 0);
  lines.push({ label: `${quote.nights} × noc (średnio ${money(Math.round(base / quote.nights), cur)})`, amount: money(base, cur) });
  const byLabel = new Map<string, number>();
  for (const night of quote.priced.nightly) for (const a of night.adjustments) byLabel.set(a.label, (byLabel.get(a.label) ?? 0) + a.amount);
  for (const [label, amount] of byLabel) if (amount !== 0) lines.push({ label, amount: money(amount, cur) });
  if (quote.cleaningFeeGrosze > 0) lines.push({ label: 'Opłata za sprzątanie', amount: money(quote.cleaningFeeGrosze, cur) });
  if (quote.touristTaxGrosze > 0) lines.push({ label: 'Opłata miejscowa', amount: money(quote.touristTaxGrosze, cur) });
  const cancellation = quote.priced.cancellation;
  return {
    from: quote.from,
    to: quote.to,
    nights: quote.nights,
    guests: quote.guests,
    lines,
    total: money(q.grandTotalGrosze, cur),
    totalGrosze: q.grandTotalGrosze,
    prepayment: money(q.prepaymentGrosze, cur),
    prepaymentGrosze: q.prepaymentGrosze,
    prepaymentPercent: q.prepaymentPercent,
    prepaymentDue: q.prepaymentDue,
    prepaymentText:
      q.prepaymentGrosze > 0
        ? `Przedpłata ${q.prepaymentPercent}%: ${money(q.prepaymentGrosze, cur)} do ${polishDay(q.prepaymentDue)}, reszta przy przyjeździe.`
        : 'Bez przedpłaty: płatność przy przyjeździe.',
    cancellation: {
      text: cancellation.text,
      schedule: cancellation.steps.map((s) =>
        s.until
          ? `Do ${polishDay(s.until)}: zwrot ${s.refundPercent}% (${money(s.refund, cur)})`
          : `Później: zwrot ${s.refundPercent}% (${money(s.refund, cur)})`,
      ),
    },
    confirmation: q.instant ? 'Rezerwacja zostanie potwierdzona od razu.' : 'Gospodarz potwierdzi rezerwację wkrótce.',
  };
}

export async function publicQuote(db: Queryable, slug: string, apartmentId: string, query: PartyInput) {
  const { site, apartments } = await publicSite(db, slug, 'pl', apartmentId);
  return quoteView(await quoteOnSite(db, site, apartments[0], query));
}

export async function challengeFor(db: Queryable, config: AppConfig, slug: string) {
  const site = await repo.publishedSiteBySlug(db, slug.toLowerCase());
  if (!site) throw new NotFoundError(SITE_NOT_FOUND);
  return newChallenge(await powSecret(db, config), site.id);
}

async function powSecret(db: Queryable, config: AppConfig): Promise<string> {
  return `altcha:${await guestLinkKey(db, config.guestLinkSecret)}`;
}

export interface BookingInput extends PartyInput {
  fullName?: string;
  email?: string;
  phone?: string;
  country?: string;
  address?: string;
  vatInvoice?: boolean;
  companyName?: string;
  nip?: string;
  comments?: string;
  acceptRules?: boolean;
  acceptPrivacy?: boolean;
  language?: string;
  altcha?: string;
}

function guestFields(input: BookingInput) {
  const errors: Record<string, string[]> = {};
  const fullName = (input.fullName ?? '').trim();
  if (fullName.length < 3) errors.fullName = ['Podaj imię i nazwisko'];
  const email = (input.email ?? '').trim();
  if (!EMAIL.test(email)) errors.email = ['Podaj poprawny adres e-mail'];
  const phone = normalizePhone((input.phone ?? '').trim());
  if (!input.phone?.trim()) errors.phone = ['Pole jest wymagane'];
  else if (phone === null) errors.phone = [INVALID_PHONE_MESSAGE];
  const country = (input.country ?? '').trim();
  if (!country) errors.country = ['Pole jest wymagane'];
  const address = (input.address ?? '').trim();
  if (!address) errors.address = ['Pole jest wymagane'];
  const nip = (input.nip ?? '').replace(/[\s-]/g, '');
  const companyName = (input.companyName ?? '').trim();
  if (input.vatInvoice) {
    if (!companyName) errors.companyName = ['Podaj nazwę firmy'];
    if (!NIP.test(nip)) errors.nip = ['NIP to 10 cyfr'];
  }
  if (!input.acceptRules) errors.acceptRules = ['Zaakceptuj regulamin obiektu'];
  if (!input.acceptPrivacy) errors.acceptPrivacy = ['Zaakceptuj informację o przetwarzaniu danych'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { fullName, email, phone: phone!, country, address, vatInvoice: !!input.vatInvoice, companyName, nip, comments: (input.comments ?? '').trim() };
}

/**
 * 'Rezerwuję z obowiązkiem zapłaty': the proof of work checked and spent, the stay priced again on the server (the
 * browser's figures are never read), the reservation saved with the source 'Strona www' (confirmed, or 'new' waiting
 * for the host when the listing says so) with the prepayment as its deposit and due day, the booking's details kept
 * in direct_bookings, the guest's e-mail queued with the guest page's link and the host told. Two guests asking for
 * the same nights at once: the database's exclusion constraint lets one in; the other gets 409 with the nearest
 * free dates.
 */
export async function book(db: Database, config: AppConfig, slug: string, apartmentId: string, input: BookingInput) {
  const { site, apartments } = await publicSite(db, slug, 'pl', apartmentId);
  const apartment = apartments[0];
  const payload = readPayload(input.altcha);
  const secret = await powSecret(db, config);
  if (!payload || !(await verified(secret, site.id, payload))) throw new ValidationError({ altcha: [POW_MESSAGE] }, POW_MESSAGE);
  const guest = guestFields(input);
  const priced = await quoteOnSite(db, site, apartment, input);
  if (!(await repo.spendChallenge(db, payload.challenge.signature!))) throw new TooManyRequestsError(POW_MESSAGE);
  const scope = await siteScope(db, site.account_id);
  const language: Language = input.language === 'en' && site.languages.includes('en') ? 'en' : 'pl';
  const comments = [
    guest.comments,
    `Kraj: ${guest.country}`,
    guest.vatInvoice ? `Faktura VAT: ${guest.companyName}, NIP ${guest.nip}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  let row;
  try {
    row = await createReservation(db, scope, {
      apartmentId: apartment.id,
      from: priced.quote.from,
      to: priced.quote.to,
      adults: priced.quote.adults,
      children: priced.quote.children,
      ...(input.childrenAges ? { childrenAges: input.childrenAges } : {}),
      fullName: guest.fullName,
      email: guest.email,
      phoneNumber: guest.phone,
      guestAddress: `${guest.address}, ${guest.country}`,
      status: priced.instant ? 'confirmed' : 'new',
      source: SOURCE,
      comments,
      deposit: groszeToDecimal(priced.prepaymentGrosze),
      depositDue: priced.prepaymentDue,
    });
  } catch (error) {
    if (error instanceof ConflictError) throw await takenError(db, site.account_id, apartment.id, priced.quote.from, priced.quote.to);
    throw error;
  }
  const key = await guestLinkKey(db, config.guestLinkSecret);
  const view = quoteView(priced);
  await db.transaction(async (tx) => {
    await repo.insertDirectBooking(tx, site.account_id, {
      reservationId: row.id,
      siteId: site.id,
      language,
      prepaymentGrosze: priced.prepaymentGrosze,
      prepaymentDue: priced.prepaymentDue,
      vatInvoice: guest.vatInvoice,
      companyName: guest.companyName,
      nip: guest.nip,
      country: guest.country,
    });
    if (language === 'en') await repo.setGuestLanguage(tx, site.account_id, row.id, 'eng');
    const token = await guestToken(tx, key, site.account_id, row.id);
    const link = guestPageUrl(config.publicUrl, token);
    await enqueueEmail(tx, { accountId: site.account_id, to: guest.email, kind: 'direct-booking', ...bookingMail(site, apartment, view, priced.instant, link, language) });
    // the owner acted for the guest: told here (the reservation's own notice skips its author)
    await notify(tx, { accountId: site.account_id, userId: null }, {
      ...reservationCreatedNotice({ id: row.id, apartmentId: apartment.id, apartmentName: apartment.name, fullName: guest.fullName, from: priced.quote.from, to: priced.quote.to }),
      title: priced.instant ? 'Nowa rezerwacja ze strony www' : 'Rezerwacja ze strony www czeka na potwierdzenie',
    });
  });
  return {
    data: {
      id: row.id,
      type: 'direct_booking' as const,
      attributes: {
        status: priced.instant ? 'confirmed' : 'new',
        message: priced.instant
          ? `Dziękujemy! Rezerwacja jest potwierdzona. Wysłaliśmy e-mail na adres ${guest.email}.`
          : `Dziękujemy! Gospodarz potwierdzi rezerwację wkrótce. Wysłaliśmy e-mail na adres ${guest.email}.`,
        ...view,
      },
    },
  };
}

function bookingMail(site: repo.SiteRow, apartment: PublicApartment, view: ReturnType<typeof quoteView>, instant: boolean, link: string, language: Language) {
  const en = language === 'en';
  const subject = en
    ? `${instant ? 'Booking confirmed' : 'Booking received'}: ${apartment.name}, ${polishDay(view.from)} – ${polishDay(view.to)}`
    : `${instant ? 'Rezerwacja potwierdzona' : 'Rezerwacja przyjęta'}: ${apartment.name}, ${polishDay(view.from)} – ${polishDay(view.to)}`;
  const lines = en
    ? [
        instant ? 'Thank you, your booking is confirmed.' : 'Thank you, the host will confirm your booking shortly.',
        `${apartment.name} (${site.title}), ${polishDay(view.from)} – ${polishDay(view.to)}, ${view.nights} night(s).`,
        ...view.lines.map((l) => `${l.label}: ${l.amount}`),
        `Total: ${view.total}`,
        view.prepaymentGrosze > 0 ? `Prepayment due by ${polishDay(view.prepaymentDue)}: ${view.prepayment}` : '',
        `Cancellation: ${view.cancellation.text}`,
        `Your stay's page: ${link}`,
      ]
    : [
        instant ? 'Dziękujemy, rezerwacja jest potwierdzona.' : 'Dziękujemy, gospodarz wkrótce potwierdzi rezerwację.',
        `${apartment.name} (${site.title}), ${polishDay(view.from)} – ${polishDay(view.to)}, nocy: ${view.nights}.`,
        ...view.lines.map((l) => `${l.label}: ${l.amount}`),
        `Razem: ${view.total}`,
        view.prepaymentText,
        `Zasady anulowania: ${view.cancellation.text}`,
        ...view.cancellation.schedule,
        `Strona Twojego pobytu: ${link}`,
      ];
  const text = lines.filter(Boolean).join('\n');
  return { subject, text };
}

// ---------------------------------------------------------------- what the payment side reads

/** The prepayment due of a booking made on the site (amount in grosze, due day), or null for another reservation. */
export async function prepaymentOf(db: Queryable, accountId: string, reservationId: string) {
  const row = await repo.directBookingOf(db, accountId, reservationId);
  if (!row) return null;
  return { reservationId: row.reservation_id, siteId: row.site_id, language: row.language, prepaymentGrosze: Number(row.prepayment_grosze), prepaymentDue: row.prepayment_due };
}
