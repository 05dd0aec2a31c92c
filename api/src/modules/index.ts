import type { FastifyInstance } from 'fastify';
import sessionRoutes from './session/routes';
import accountRoutes from './account/routes';
import profileRoutes from './profile/routes';
import passwordRoutes from './password/routes';
import mailRoutes from './mail/routes';
import reservationRoutes from './reservations/routes';
import quoteRoutes from './quotes/routes';
import clientRoutes from './clients/routes';
import accommodationRoutes from './accommodations/routes';
import messageTemplateRoutes from './message-templates/routes';
import invoiceSettingsRoutes from './invoice-settings/routes';
import registrationRoutes from './registration/routes';
import coHostRoutes from './co-hosts/routes';
import pricingRoutes from './pricing/routes';

/**
 * Every domain module, registered under /api/v1. Each is one encapsulated Fastify plugin in its own folder
 * (routes → service → repository), so adding a domain means adding a folder and one line here.
 */
export const modules: Array<(app: FastifyInstance) => Promise<void>> = [sessionRoutes, accountRoutes, profileRoutes, passwordRoutes, mailRoutes, reservationRoutes, quoteRoutes, clientRoutes, accommodationRoutes, messageTemplateRoutes, invoiceSettingsRoutes, registrationRoutes, coHostRoutes, pricingRoutes];
