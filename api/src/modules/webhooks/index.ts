// What other modules use of webhooks: nothing (the triggers of migration 976 write the deliveries). The example
// verifier is exported for the docs' tests.
export { verifyWebhook } from './signature';
export { WEBHOOK_COMPONENTS } from './document';
