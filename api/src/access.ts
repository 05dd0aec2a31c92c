import type { Access } from './plugins/auth';

/**
 * Who may call a route, and on what.
 * - access: 'public' (anyone), 'signedIn' (any user of an account), 'owner' (the account's owner alone: administration
 *   and the account itself; a co-host gets 403), or a permission (the owner holds them all; a co-host without it gets
 *   403).
 * - apartments: for a co-host the route reads and writes only what hangs off the apartments shared with them (the
 *   reservations, blocks, guests, prices and listings of those apartments): an id outside answers 404, a payload
 *   naming another apartment is refused, and lists and counts leave the rest out. Another account's ids always
 *   answer 404.
 */
export interface RouteRule {
  access: Access;
  apartments?: true;
}

const scoped = (access: Access): RouteRule => ({ access, apartments: true });
const rule = (access: Access): RouteRule => ({ access });

/**
 * Every route of the API, as 'METHOD url'. A route added without an entry here, or declared here otherwise than its
 * guard says, fails the access matrix test (api/tests/accessMatrix.test.ts), which also calls each guarded route as
 * two owners and two co-hosts. HEAD answers as the GET of the same address.
 */
export const ROUTE_ACCESS: Record<string, RouteRule> = {
  // the API's documentation
  'GET /api/docs': rule('public'),
  'GET /api/docs/json': rule('public'),
  'GET /api/docs/yaml': rule('public'),
  'GET /api/docs/static/*': rule('public'),
  'GET /api/docs/static/index.html': rule('public'),
  'GET /api/docs/static/swagger-initializer.js': rule('public'),

  // health, for a balancer and an orchestrator
  'GET /api/health/live': rule('public'),
  'GET /api/health/ready': rule('public'),

  // signing in and out, passwords and links sent by e-mail, sign-up
  'POST /api/v1/login': rule('public'),
  'DELETE /api/v1/logout': rule('signedIn'),
  'POST /api/v1/password': rule('public'),
  'PATCH /api/v1/password': rule('public'),
  'POST /api/v1/users/:token/set_password': rule('public'),
  'POST /api/v1/registrations': rule('public'),
  // registered only with DEV_OUTBOX=true, never in production
  'GET /api/v1/dev/outbox': rule('public'),

  // one's own user; DELETE /me removes the whole account only when the owner asks
  'GET /api/v1/me': rule('signedIn'),
  'PATCH /api/v1/me': rule('signedIn'),
  'PATCH /api/v1/me/password': rule('signedIn'),
  'DELETE /api/v1/me': rule('signedIn'),
  'GET /api/v1/me/subscription': rule('signedIn'),
  'GET /api/v1/notifications': rule('signedIn'),
  'POST /api/v1/notifications/read': rule('signedIn'),
  'GET /api/v1/notifications/stream': rule('signedIn'),
  'GET /api/v1/me/notification_preferences': rule('signedIn'),
  'PUT /api/v1/me/notification_preferences': rule('signedIn'),
  // personal access tokens (issue 42): one's own; the owner every token of the account
  'GET /api/v1/me/api_tokens': rule('signedIn'),
  'POST /api/v1/me/api_tokens': rule('signedIn'),
  'DELETE /api/v1/me/api_tokens/:id': rule('signedIn'),
  // webhooks (issue 42, Administracja › Integracje › Webhooki): the owner's alone
  'GET /api/v1/householder/webhooks': rule('owner'),
  'POST /api/v1/householder/webhooks': rule('owner'),
  'PATCH /api/v1/householder/webhooks/:id': rule('owner'),
  'DELETE /api/v1/householder/webhooks/:id': rule('owner'),
  'GET /api/v1/householder/webhooks/:id/deliveries': rule('owner'),
  'POST /api/v1/householder/webhooks/:id/test': rule('owner'),
  'POST /api/v1/householder/webhook_deliveries/:id/resend': rule('owner'),

  // Recepcja › Rezerwacje, the reservation form's quote, the price list
  'GET /api/v1/householder/reservations': scoped('reservations'),
  'POST /api/v1/householder/reservations': scoped('reservations'),
  'GET /api/v1/householder/reservations/:id': scoped('reservations'),
  'PATCH /api/v1/householder/reservations/:id': scoped('reservations'),
  'DELETE /api/v1/householder/reservations/:id': scoped('reservations'),
  'PATCH /api/v1/householder/reservations/:id/payment_status': scoped('reservations'),
  'POST /api/v1/householder/reservations/:id/no_show': scoped('reservations'),
  'POST /api/v1/householder/reservations/:id/cancel': scoped('reservations'),
  'POST /api/v1/householder/reservations/:id/relocate': scoped('reservations'),
  'GET /api/v1/householder/reservations/:id/move_quote': scoped('reservations'),
  'GET /api/v1/householder/reservations/:id/cancellation': scoped('reservations'),
  'POST /api/v1/householder/reservations/:id/payment_request': scoped('reservations'),
  'GET /api/v1/householder/reservations/:id/payment_request': scoped('reservations'),
  'GET /api/v1/householder/reservations/:id/payments': scoped('reservations'),
  'POST /api/v1/householder/reservations/:id/payments': scoped('reservations'),
  'DELETE /api/v1/householder/reservations/:id/payments/:paymentId': scoped('reservations'),
  'GET /api/v1/householder/reservations/:id/history': scoped('reservations'),
  'POST /api/v1/householder/reservations/:id/restore': scoped('reservations'),
  // the online check-in the guests filled, and the stay's access code (issue 38)
  'GET /api/v1/householder/reservations/:id/online_check_in': scoped('reservations'),
  'PUT /api/v1/householder/reservations/:id/access_code': scoped('reservations'),
  'GET /api/v1/householder/reservations/export': scoped('reservations'),
  // issue 39: a stay's transfer details (QR codes); the prepayment settings and bank statements are the owner's
  'GET /api/v1/householder/reservations/:id/transfer_details': scoped('reservations'),
  'GET /api/v1/householder/transfer_settings': rule('owner'),
  'PUT /api/v1/householder/transfer_settings': rule('owner'),
  'POST /api/v1/householder/bank_statements': rule('owner'),
  'GET /api/v1/householder/bank_transactions': rule('owner'),
  'POST /api/v1/householder/bank_transactions/:id/match': rule('owner'),
  'POST /api/v1/householder/bank_transactions/:id/ignore': rule('owner'),
  'GET /api/v1/householder/quotes': scoped('reservations'),
  // Recepcja › Cennik: the 'Cennik' permission (prices), for the days of a co-host's apartments
  'GET /api/v1/householder/prices': scoped('prices'),
  'PUT /api/v1/householder/prices': scoped('prices'),
  // Recepcja › Kalendarz: the window, the availability search and blocks
  'GET /api/v1/householder/calendar': scoped('reservations'),
  'GET /api/v1/householder/calendar/availability': scoped('reservations'),
  'POST /api/v1/householder/blocks': scoped('reservations'),
  'GET /api/v1/householder/blocks/:id': scoped('reservations'),
  'PATCH /api/v1/householder/blocks/:id': scoped('reservations'),
  'DELETE /api/v1/householder/blocks/:id': scoped('reservations'),
  // rule sets belong to the account: a co-host sees those the days of their apartments carry, and those no day carries
  // yet (a new set names no apartment); a set days of another apartment carry too is theirs to read only (403 on a
  // change): api/tests/accessMatrix.test.ts, "a co-host's view of the account"
  'GET /api/v1/householder/price_rules': scoped('prices'),
  'POST /api/v1/householder/price_rules': rule('prices'),
  'GET /api/v1/householder/price_rules/:id': scoped('prices'),
  'PATCH /api/v1/householder/price_rules/:id': scoped('prices'),
  'DELETE /api/v1/householder/price_rules/:id': scoped('prices'),

  // Recepcja › Pulpit: the parts a user may not see are left out, and a co-host's figures cover only the apartments
  // shared with them (it names no apartment, so it has nothing to refuse: api/src/modules/desktop/desktop.test.ts)
  'GET /api/v1/householder/desktop': rule('signedIn'),

  // Recepcja › Raport kasowy: the owner's covers everyone, a co-host's only the money they recorded in the apartments
  // shared with them; a drawer is one's own (the owner may count anyone's): api/src/modules/takings/takings.test.ts
  'GET /api/v1/householder/takings': scoped('reservations'),
  'PUT /api/v1/householder/takings/opening': rule('reservations'),

  // Raporty: figures of the account, or for a co-host of the apartments shared with them
  'GET /api/v1/householder/reports/reservation_vs_income': scoped('reports'),
  'GET /api/v1/householder/reports/reservation_vs_price': scoped('reports'),
  'GET /api/v1/householder/reports/reservation_source': scoped('reports'),
  'GET /api/v1/householder/reports/most_profitable_days': scoped('reports'),
  'GET /api/v1/householder/reports/occupancy': scoped('reports'),
  // the host's legal duties (issue 38): the collector's tourist-tax statement, the GUS KT-1 prefill, the nights report
  'GET /api/v1/householder/reports/tourist_tax': scoped('reports'),
  'GET /api/v1/householder/reports/tourist_tax/export': scoped('reports'),
  'GET /api/v1/householder/reports/kt1': scoped('reports'),
  'GET /api/v1/householder/reports/kt1/export': scoped('reports'),
  'GET /api/v1/householder/reports/nights': scoped('reports'),
  'GET /api/v1/householder/reports/nights/export': scoped('reports'),
  // a stay's tourist-tax exemptions; the listings' tourist-tax settings
  'PUT /api/v1/householder/reservations/:id/tourist_tax_exemptions': scoped('reservations'),
  'GET /api/v1/householder/tourist_tax/settings': rule('owner'),
  'PUT /api/v1/householder/tourist_tax/settings/:id': rule('owner'),
  // RODO: the data controller is the account's owner (retention, a guest's data and erasure, the account's export)
  'GET /api/v1/householder/privacy_settings': rule('owner'),
  'PUT /api/v1/householder/privacy_settings': rule('owner'),
  'GET /api/v1/householder/clients/:id/personal_data': rule('owner'),
  'POST /api/v1/householder/clients/:id/anonymise': rule('owner'),
  'GET /api/v1/householder/account_export': rule('owner'),

  // Recepcja › Klienci
  'GET /api/v1/householder/clients': scoped('clients'),
  'GET /api/v1/householder/clients/:id': scoped('clients'),
  'PATCH /api/v1/householder/clients/:id': scoped('clients'),
  'GET /api/v1/householder/clients/:id/duplicates': scoped('clients'),
  'POST /api/v1/householder/clients/:id/merge': scoped('clients'),

  // Recepcja › Faktury: a co-host sees the invoices of the shared apartments' stays only
  'GET /api/v1/householder/invoices': scoped('invoices'),
  'POST /api/v1/householder/invoices': scoped('invoices'),
  'GET /api/v1/householder/invoices/draft': scoped('invoices'),
  'GET /api/v1/householder/invoices/:id': scoped('invoices'),
  'PATCH /api/v1/householder/invoices/:id': scoped('invoices'),
  'DELETE /api/v1/householder/invoices/:id': scoped('invoices'),
  'PATCH /api/v1/householder/invoices/:id/status': scoped('invoices'),
  'PATCH /api/v1/householder/invoices/:id/ksef_number': scoped('invoices'),
  'POST /api/v1/householder/invoices/:id/send': scoped('invoices'),
  'POST /api/v1/householder/invoices/:id/corrections': scoped('invoices'),
  'GET /api/v1/householder/invoices/:id/pdf': scoped('invoices'),
  'POST /api/v1/householder/invoices/:id/xml': scoped('invoices'),
  // KSeF: an invoice's way there ('Wyślij do KSeF', its status, the UPO)
  'GET /api/v1/householder/invoices/:id/ksef': scoped('invoices'),
  'POST /api/v1/householder/invoices/:id/ksef': scoped('invoices'),
  'GET /api/v1/householder/invoices/:id/upo': scoped('invoices'),
  // Administracja: listings (read by every screen that picks an apartment), message templates, invoice settings
  'GET /api/v1/householder/accommodations': scoped('signedIn'),
  'GET /api/v1/householder/accommodations/:id': scoped('signedIn'),
  'POST /api/v1/householder/accommodations': rule('owner'),
  'PUT /api/v1/householder/accommodations/:id': rule('owner'),
  'DELETE /api/v1/householder/accommodations/:id': rule('owner'),
  'POST /api/v1/householder/accommodations/:id/copy': rule('owner'),
  // the listing's registration numbers, house rules, contact phone, arrival instructions (issue 38)
  'GET /api/v1/householder/accommodations/:id/legal': scoped('signedIn'),
  'PUT /api/v1/householder/accommodations/:id/legal': rule('owner'),
  'POST /api/v1/householder/apartments/:apartmentId/images': rule('owner'),
  'PUT /api/v1/householder/apartments/:apartmentId/images/order': rule('owner'),
  'DELETE /api/v1/householder/apartments/:apartmentId/images/:imageId': rule('owner'),
  // <img> tags and booking services send no token: the ids are unguessable
  'GET /api/v1/images/:imageId': rule('public'),
  'GET /api/v1/calendars/:file': rule('public'),
  // channel sync: the apartment's imported calendars and its export address; the demo's sample feeds (not in production)
  'GET /api/v1/householder/apartments/:apartmentId/calendar_feeds': rule('owner'),
  'PUT /api/v1/householder/apartments/:apartmentId/calendar_feeds': rule('owner'),
  'POST /api/v1/householder/calendar_feeds/:id/sync': rule('owner'),
  'POST /api/v1/householder/calendar_feeds/:id/accept': rule('owner'),
  'PATCH /api/v1/householder/calendar_feeds/:id': rule('owner'),
  'POST /api/v1/householder/apartments/:apartmentId/calendar_token': rule('owner'),
  'GET /api/v1/demo/calendars/:name': rule('public'),
  // channel health ('Analiza wysyłek'): what the channels read of the apartments' exports, a stay's notices
  'GET /api/v1/householder/channel_health': scoped('reservations'),
  'GET /api/v1/householder/channel_health/stays/:id': scoped('reservations'),
  'PUT /api/v1/householder/channel_stays/:id': scoped('reservations'),
  'GET /api/v1/householder/message_templates': rule('signedIn'),
  'GET /api/v1/householder/message_templates/:id': rule('signedIn'),
  'POST /api/v1/householder/message_templates': rule('owner'),
  'PUT /api/v1/householder/message_templates/:id': rule('owner'),
  'DELETE /api/v1/householder/message_templates/:id': rule('owner'),
  'GET /api/v1/householder/invoice_settings': rule('signedIn'),
  'PUT /api/v1/householder/invoice_settings': rule('owner'),
  'GET /api/v1/householder/ksef_settings': rule('owner'),
  'PUT /api/v1/householder/ksef_settings': rule('owner'),
  'POST /api/v1/householder/ksef_settings/check': rule('owner'),
  // Faktury › 'Kosztowe': invoices others issued to the host's NIP, received from KSeF
  'GET /api/v1/householder/cost_invoices': rule('owner'),
  'POST /api/v1/householder/cost_invoices/fetch': rule('owner'),
  'GET /api/v1/householder/cost_invoices/:id/xml': rule('owner'),
  'GET /api/v1/householder/cost_invoices/:id': rule('owner'),
  'GET /api/v1/householder/cost_invoices/:id/pdf': rule('owner'),

  // Recepcja › Wiadomości: one conversation per reservation (the id is the reservation's)
  'GET /api/v1/householder/conversations': scoped('conversations'),
  // the counts of what the caller may see (a co-host: their apartments), no id to refuse
  'GET /api/v1/householder/conversations/unread': rule('conversations'),
  'GET /api/v1/householder/conversations/:id': scoped('conversations'),
  'PATCH /api/v1/householder/conversations/:id': scoped('conversations'),
  'POST /api/v1/householder/conversations/:id/messages': scoped('conversations'),
  'POST /api/v1/householder/conversations/:id/read': scoped('conversations'),
  'GET /api/v1/householder/conversations/:id/template': scoped('conversations'),
  'GET /api/v1/householder/conversations/:id/scheduled': scoped('conversations'),
  'PATCH /api/v1/householder/conversations/:id/scheduled/:scheduledId': scoped('conversations'),
  'POST /api/v1/householder/conversations/:id/scheduled/:scheduledId/skip': scoped('conversations'),
  'POST /api/v1/householder/conversations/:id/scheduled/:scheduledId/send': scoped('conversations'),
  // Recepcja › Komentarze
  'GET /api/v1/householder/reviews': scoped('reviews'),
  'POST /api/v1/householder/reviews': scoped('reviews'),
  'PUT /api/v1/householder/reviews/:id/reply': scoped('reviews'),
  'POST /api/v1/householder/reviews/:id/block': scoped('reviews'),
  'DELETE /api/v1/householder/reviews/:id/block': scoped('reviews'),
  // the guest page: opened by its link's token (stored hashed, expiring, rate-limited), no sign-in
  'GET /api/v1/guest/:token': rule('public'),
  'POST /api/v1/guest/:token/messages': rule('public'),
  'POST /api/v1/guest/:token/review': rule('public'),
  'POST /api/v1/guest/:token/check_in': rule('public'),

  // Usługi › Współgospodarze: a co-host holding 'householders' grants only what they hold
  'GET /api/v1/householder/householders': rule('householders'),
  'POST /api/v1/householder/householders': rule('householders'),
  'GET /api/v1/householder/householders/:id': rule('householders'),
  'PATCH /api/v1/householder/householders/:id': rule('householders'),
  'POST /api/v1/householder/householders/:id/invitation': rule('householders'),
  'DELETE /api/v1/householder/householders/:id': rule('householders'),

  // Usługi › usługodawcy, współpraca, harmonogram prac; the provider's page opens by its link's token alone
  'GET /api/v1/householder/service_providers': rule('service_providers'),
  'GET /api/v1/householder/service_providers/cities': rule('service_providers'),
  'POST /api/v1/householder/service_providers': rule('service_providers'),
  'GET /api/v1/householder/service_providers/:id': rule('service_providers'),
  'PATCH /api/v1/householder/service_providers/:id/logo': rule('service_providers'),
  'GET /api/v1/service_provider_logos/:id': rule('public'),
  'POST /api/v1/householder/cooperations': rule('cooperations'),
  'GET /api/v1/householder/cooperations/:id': scoped('cooperations'),
  'PUT /api/v1/householder/cooperations/:id': scoped('cooperations'),
  'DELETE /api/v1/householder/cooperations/:id': scoped('cooperations'),
  'POST /api/v1/householder/cooperations/:id/accept': scoped('cooperations'),
  'POST /api/v1/householder/cooperations/:id/page_link': scoped('cooperations'),
  'DELETE /api/v1/householder/cooperations/:id/page_link': scoped('cooperations'),
  'GET /api/v1/householder/cooperation_orders': scoped('cooperations'),
  'GET /api/v1/householder/cooperation_orders/:id': scoped('cooperations'),
  'PUT /api/v1/householder/cooperation_orders/:id': scoped('cooperations'),
  'DELETE /api/v1/householder/cooperation_orders/:id': scoped('cooperations'),
  'GET /api/v1/provider_page/:token': rule('public'),
  'POST /api/v1/provider_page/:token/accept': rule('public'),
  'PUT /api/v1/provider_page/:token/orders/:id': rule('public'),

  // direct bookings (issue 39): the page creator is the owner's; the public site (/s/…), its calendar, quotes,
  // proof-of-work challenge, bookings and widget are public, rate-limited per address and per site, and read only
  // what the site publishes (api/src/modules/direct-bookings/directBookings.test.ts)
  'GET /api/v1/householder/direct_site': rule('owner'),
  'PUT /api/v1/householder/direct_site': rule('owner'),
  'POST /api/v1/householder/direct_site/publish': rule('owner'),
  'DELETE /api/v1/householder/direct_site/publish': rule('owner'),
  'GET /api/v1/householder/direct_site/preview': rule('owner'),
  'GET /api/v1/sites/:slug/apartments/:apartmentId/availability': rule('public'),
  'GET /api/v1/sites/:slug/apartments/:apartmentId/quote': rule('public'),
  'GET /api/v1/sites/:slug/challenge': rule('public'),
  'POST /api/v1/sites/:slug/apartments/:apartmentId/bookings': rule('public'),
  'GET /s/assets/booking.js': rule('public'),
  'GET /s/widget/:file': rule('public'),
  'GET /s/:slug': rule('public'),
  'GET /s/:slug/:apartment': rule('public'),

  // Administracja › Właściciele (issue 41): the apartments' owners, their agreements and the agreements' versions
  'GET /api/v1/householder/owners': rule('owner'),
  'POST /api/v1/householder/owners': rule('owner'),
  'GET /api/v1/householder/owners/:id': rule('owner'),
  'PUT /api/v1/householder/owners/:id': rule('owner'),
  'DELETE /api/v1/householder/owners/:id': rule('owner'),
  'POST /api/v1/householder/owners/:id/agreements': rule('owner'),
  'GET /api/v1/householder/owner_agreements/:id': rule('owner'),
  'PATCH /api/v1/householder/owner_agreements/:id': rule('owner'),
  'POST /api/v1/householder/owner_agreements/:id/terms': rule('owner'),
  // the apartments' costs besides the service orders (issue 41): repairs, purchases, a channel's commission on a stay
  'GET /api/v1/householder/apartment_costs': rule('owner'),
  'POST /api/v1/householder/apartment_costs': rule('owner'),
  'DELETE /api/v1/householder/apartment_costs/:id': rule('owner'),
  'PUT /api/v1/householder/apartment_costs/:id/document': rule('owner'),
  'GET /api/v1/householder/apartment_costs/:id/document': rule('owner'),
  // owners' monthly statements: draft → approved (locked; a later change makes a correction) → paid
  'GET /api/v1/householder/owners/:id/statements': rule('owner'),
  'POST /api/v1/householder/owners/:id/statements': rule('owner'),
  'GET /api/v1/householder/owner_statements/:id': rule('owner'),
  'POST /api/v1/householder/owner_statements/:id/approve': rule('owner'),
  'POST /api/v1/householder/owner_statements/:id/paid': rule('owner'),
  'GET /api/v1/householder/owner_statements/:id/pdf': rule('owner'),
  'POST /api/v1/householder/owner_statements/:id/send': rule('owner'),
  // the manager's report of revenue, commission and costs per owner per month (not a co-host's: owners' money)
  'GET /api/v1/householder/reports/owners': rule('owner'),
};
