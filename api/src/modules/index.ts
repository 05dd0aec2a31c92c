import type { FastifyInstance } from 'fastify';
import sessionRoutes from './session/routes';
import accountRoutes from './account/routes';
import profileRoutes from './profile/routes';
import passwordRoutes from './password/routes';
import mailRoutes from './mail/routes';
import { mailJobs } from './mail/jobs';
import reservationRoutes from './reservations/routes';
import quoteRoutes from './quotes/routes';
import clientRoutes from './clients/routes';
import accommodationRoutes from './accommodations/routes';
import messageTemplateRoutes from './message-templates/routes';
import invoiceSettingsRoutes from './invoice-settings/routes';
import registrationRoutes from './registration/routes';
import coHostRoutes from './co-hosts/routes';
import pricingRoutes from './pricing/routes';
import channelSyncRoutes from './channel-sync/routes';
import { channelSyncJobs } from './channel-sync/jobs';
import calendarRoutes from './calendar/routes';
import conversationRoutes from './conversations/routes';
import reviewRoutes from './reviews/routes';
import guestPageRoutes from './guest-page/routes';
import notificationRoutes from './notifications/routes';
import serviceProviderRoutes from './service-providers/routes';
import cooperationRoutes from './cooperations/routes';
import orderRoutes from './orders/routes';
import { orderJobs } from './orders/jobs';
import providerPageRoutes from './provider-page/routes';
import reportRoutes from './reports/routes';
import desktopRoutes from './desktop/routes';
import invoiceRoutes from './invoices/routes';
import automatedMessageRoutes from './automated-messages/routes';
import { automatedMessageJobs } from './automated-messages/jobs';
import inboundMail from './inbound-mail/server';
import paymentRoutes from './payments/routes';
import reservationHistoryRoutes from './reservation-history/routes';
import takingsRoutes from './takings/routes';
import ksefRoutes from './ksef/routes';
import { ksefJobs } from './ksef/jobs';
import legalRoutes from './legal/routes';
import { legalJobs } from './legal/jobs';
import directBookingRoutes from './direct-bookings/routes';
import ownerRoutes from './owners/routes';
import bankTransferRoutes from './bank-transfers/routes';
import { bankTransferJobs } from './bank-transfers/jobs';
import apiTokenRoutes from './api-tokens/routes';
import webhookRoutes from './webhooks/routes';
import { webhookJobs } from './webhooks/jobs';

type ModulePlugin = (app: FastifyInstance) => Promise<void>;

/** A module's routes with its jobs (its jobs.ts: the cron and queue handlers), defined first, in the one context. */
function withJobs(routes: ModulePlugin, jobs: (app: FastifyInstance) => void): ModulePlugin {
  return async (app) => {
    jobs(app);
    await routes(app);
  };
}

/**
 * Every domain module, registered under /api/v1. Each is one encapsulated Fastify plugin in its own folder
 * (routes → service → repository), so adding a domain means adding a folder and one line here.
 */
export const modules: ModulePlugin[] = [sessionRoutes, accountRoutes, profileRoutes, passwordRoutes, withJobs(mailRoutes, mailJobs), reservationRoutes, quoteRoutes, clientRoutes, accommodationRoutes, messageTemplateRoutes, invoiceSettingsRoutes, registrationRoutes, coHostRoutes, pricingRoutes, calendarRoutes, conversationRoutes, reviewRoutes, guestPageRoutes, notificationRoutes, serviceProviderRoutes, cooperationRoutes, withJobs(orderRoutes, orderJobs), providerPageRoutes, reportRoutes, desktopRoutes, invoiceRoutes, withJobs(channelSyncRoutes, channelSyncJobs), withJobs(automatedMessageRoutes, automatedMessageJobs), inboundMail, paymentRoutes, reservationHistoryRoutes, takingsRoutes, withJobs(ksefRoutes, ksefJobs), withJobs(legalRoutes, legalJobs), withJobs(bankTransferRoutes, bankTransferJobs), directBookingRoutes, ownerRoutes, apiTokenRoutes, withJobs(webhookRoutes, webhookJobs)];

/** The public site's pages (/s/…, issue 39), served at the suite's root beside the apps, not under /api/v1. */
export { publicSiteRoutes } from './direct-bookings/routes';
