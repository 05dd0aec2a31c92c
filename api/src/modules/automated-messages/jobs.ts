import type { FastifyInstance } from 'fastify';
import { AUTOMATE_JOB, runAutomation } from './service';
import { CHECK_IN_REMINDER_JOB, sendCheckInReminders } from './checkInReminder';

/**
 * The automated messages' jobs: every minute, the messages whose time has come are sent (one pass at a time); every
 * hour, the online check-in's reminders due (3 days before arrival).
 */
export function automatedMessageJobs(app: FastifyInstance) {
  app.jobs.define(AUTOMATE_JOB, async () => void (await runAutomation(app.db, app.config)), { cron: '* * * * *', policy: 'stately', retryLimit: 3 });
  app.jobs.define(CHECK_IN_REMINDER_JOB, async () => void (await sendCheckInReminders(app.db, app.config)), { cron: '17 * * * *', policy: 'stately', retryLimit: 3 });
}
