import type { FastifyInstance } from 'fastify';
import { queueForKsef, sendsOnIssue } from './service';

/**
 * An invoice or a correction just issued goes to KSeF when the settings send on issue (a token saved, 'automatycznie'
 * chosen). The invoice is issued whatever happens here: a failure to queue is logged and 'Wyślij do KSeF' remains.
 */
export async function queueOnIssue(app: FastifyInstance, accountId: string, invoiceId: string): Promise<void> {
  try {
    if (await sendsOnIssue(app.db, app.config, accountId)) await queueForKsef(app.db, app.jobs, app.config, accountId, invoiceId);
  } catch (error) {
    app.log.error({ err: error, invoiceId }, 'KSeF: the issued invoice could not be queued for sending');
  }
}
