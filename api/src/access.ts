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
  'POST /api/v1/householder/reservations/:id/payment_request': scoped('reservations'),
  'GET /api/v1/householder/quotes': scoped('reservations'),
  'GET /api/v1/householder/prices': scoped('reservations'),
  'PUT /api/v1/householder/prices': scoped('reservations'),
  // rule sets belong to the account, not to an apartment
  'GET /api/v1/householder/price_rules': rule('reservations'),
  'POST /api/v1/householder/price_rules': rule('reservations'),
  'GET /api/v1/householder/price_rules/:id': rule('reservations'),
  'PATCH /api/v1/householder/price_rules/:id': rule('reservations'),
  'DELETE /api/v1/householder/price_rules/:id': rule('reservations'),

  // Recepcja › Klienci
  'GET /api/v1/householder/clients': scoped('clients'),
  'GET /api/v1/householder/clients/:id': scoped('clients'),
  'PATCH /api/v1/householder/clients/:id': scoped('clients'),

  // Administracja: listings (read by every screen that picks an apartment), message templates, invoice settings
  'GET /api/v1/householder/accommodations': scoped('signedIn'),
  'GET /api/v1/householder/accommodations/:id': scoped('signedIn'),
  'POST /api/v1/householder/accommodations': rule('owner'),
  'PUT /api/v1/householder/accommodations/:id': rule('owner'),
  'DELETE /api/v1/householder/accommodations/:id': rule('owner'),
  'POST /api/v1/householder/accommodations/:id/copy': rule('owner'),
  'POST /api/v1/householder/apartments/:apartmentId/images': rule('owner'),
  'PUT /api/v1/householder/apartments/:apartmentId/images/order': rule('owner'),
  'DELETE /api/v1/householder/apartments/:apartmentId/images/:imageId': rule('owner'),
  // <img> tags and booking services send no token: the ids are unguessable
  'GET /api/v1/images/:imageId': rule('public'),
  'GET /api/v1/calendars/:file': rule('public'),
  'GET /api/v1/householder/message_templates': rule('signedIn'),
  'GET /api/v1/householder/message_templates/:id': rule('signedIn'),
  'POST /api/v1/householder/message_templates': rule('owner'),
  'PUT /api/v1/householder/message_templates/:id': rule('owner'),
  'DELETE /api/v1/householder/message_templates/:id': rule('owner'),
  'GET /api/v1/householder/invoice_settings': rule('signedIn'),
  'PUT /api/v1/householder/invoice_settings': rule('owner'),

  // Usługi › Współgospodarze: a co-host holding 'householders' grants only what they hold
  'GET /api/v1/householder/householders': rule('householders'),
  'POST /api/v1/householder/householders': rule('householders'),
  'GET /api/v1/householder/householders/:id': rule('householders'),
  'PATCH /api/v1/householder/householders/:id': rule('householders'),
  'POST /api/v1/householder/householders/:id/invitation': rule('householders'),
  'DELETE /api/v1/householder/householders/:id': rule('householders'),
};
