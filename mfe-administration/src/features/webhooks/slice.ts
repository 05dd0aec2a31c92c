import { combineReducers } from 'redux';
import type { SubmissionErrors } from 'final-form';
import { createRequestSlice } from '@gospodarz/shared';
import type { WebhookDeliveryDto, WebhookDto, WebhookEvent } from '@gospodarz/shared/dto';

/** The account's subscriptions, and the delivery log of the one opened. */
export const webhooks = createRequestSlice<WebhookDto[], void, 'webhooks/load'>('webhooks/load', []);
export const deliveries = createRequestSlice<WebhookDeliveryDto[], string, 'webhooks/deliveries'>('webhooks/deliveries', []);

export const webhookActions = {
  /** subscribes; `resolve` gets the form's errors, or the signing secret (shown once) */
  create: (input: { url: string; events: WebhookEvent[] }, resolve: (outcome: { errors?: SubmissionErrors; secret?: string }) => void) =>
    ({ type: 'webhooks/create' as const, input, resolve }),
  setActive: (id: string, active: boolean) => ({ type: 'webhooks/setActive' as const, id, active }),
  remove: (id: string) => ({ type: 'webhooks/remove' as const, id }),
  test: (id: string) => ({ type: 'webhooks/test' as const, id }),
  resend: (subscriptionId: string, deliveryId: string) => ({ type: 'webhooks/resend' as const, subscriptionId, deliveryId }),
};

export const webhooksReducer = combineReducers({ list: webhooks.reducer, log: deliveries.reducer });
export type WebhooksState = ReturnType<typeof webhooksReducer>;
export const selectWebhooks = (state: { webhooks: WebhooksState }) => state.webhooks;
