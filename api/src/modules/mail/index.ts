// What other modules may use to send mail: queue it in the outbox (inside their transaction), the worker delivers.
export { enqueueEmail, dropUndeliveredEmails, type NewEmail, type MailAttachment } from './repository';
export { resetPasswordMail, invitationMail, paymentRequestMail, type MailContent } from './templates';
export { processOutbox, deliverDueEmails, MAX_ATTEMPTS } from './worker';
export { greeting, layout } from './templates';
