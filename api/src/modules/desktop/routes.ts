import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { scopeOf } from '../../plugins/auth';
import { Data, Resource, errorResponses } from '../../lib/schemas';
import { resource } from '../../lib/resource';
import { desktopOf } from './service';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Item = Type.Object({
  id: Type.String(),
  fullName: Type.String({ examples: ['Jan Kowalski'] }),
  apartmentName: Type.String({ examples: ['Apartament Morski'] }),
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  guests: Type.Integer(),
  status: Type.String(),
  paymentStatus: Type.String(),
  totalPrice: Type.Number({ description: "the bill's total (grandTotal)", examples: [1050] }),
  paid: Type.Number({ description: 'payments less refunds', examples: [300] }),
  balance: Type.Number({ description: "'Do zapłaty': the total less paid", examples: [750] }),
  deposit: Type.Number({ description: 'the prepayment (zaliczka) asked', examples: [300] }),
  depositDue: Nullable(Type.String({ format: 'date' })),
  depositOutstanding: Type.Number({ description: 'what of the prepayment is still to pay', examples: [0] }),
  securityDepositHeld: Type.Number({ description: 'the kaucja held, not yet returned', examples: [0] }),
  currency: Type.String({ examples: ['PLN'] }),
  channel: Type.Optional(
    Nullable(
      Type.Object(
        { name: Type.String({ examples: ['Airbnb'] }), completed: Type.Boolean({ description: 'the host completed it (guest, party, price)' }) },
        { description: "a stay imported from a channel's calendar: the channel; null for a reservation here" },
      ),
    ),
  ),
  onlineCheckIn: Type.Optional(Type.Boolean({ description: 'upcoming arrivals: the guests filled the online check-in' })),
});
const Message = Type.Object({ id: Type.String(), author: Type.String(), deliveredAt: Type.String(), content: Type.String(), link: Type.String() });
const Stat = Type.Object({
  key: Type.String({ examples: ['occupancy'] }),
  value: Nullable(Type.Number()),
  previous: Nullable(Type.Number()),
  link: Type.String({ examples: ['/reports/occupancy?period=1'] }),
});
const DesktopAnswer = Data(
  Resource(
    'desktop',
    Type.Object({
      today: Type.String({ format: 'date' }),
      upcoming: Nullable(Type.Array(Item)),
      unpaid: Nullable(Type.Array(Item)),
      depositsDue: Nullable(Type.Array(Item, { description: "'Zaliczki do zapłaty'" })),
      securityDepositsHeld: Nullable(Type.Array(Item, { description: "'Kaucje do zwrotu'" })),
      unreadMessages: Nullable(Type.Array(Message)),
      day: Nullable(Type.Object({ arrivals: Type.Integer(), departures: Type.Integer(), inHouse: Type.Integer(), guestsInHouse: Type.Integer(), turnovers: Type.Integer() })),
      stats: Nullable(Type.Array(Stat)),
      money: Type.Boolean(),
      alerts: Type.Array(Type.Object({ kind: Type.String(), message: Type.String(), link: Type.String() })),
      unregisteredApartments: Type.Optional(
        Nullable(
          Type.Array(Type.Object({ id: Type.String(), name: Type.String(), accommodationId: Type.String(), accommodationName: Type.String() }), {
            description: 'apartments of active listings without a registration number',
          }),
        ),
      ),
    }),
  ),
);

/** Recepcja › Pulpit: one summary of what the signed-in user may see. */
export default async function desktopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/householder/desktop',
    {
      ...app.guard(),
      schema: {
        tags: ['desktop'],
        summary: "The desktop: upcoming, unpaid, unread messages (10 each), today's strip, the last 30 days against the 30 before, alerts",
        description: 'Parts the user may not see are null: reservations without the reservations permission, money figures without reports.',
        response: { 200: DesktopAnswer, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: resource('desktop', 'desktop', await desktopOf(app.db, scopeOf(request))) }),
  );
}
