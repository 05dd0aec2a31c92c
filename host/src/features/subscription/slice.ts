import type { UnknownAction } from 'redux';
import type { SubscriptionDto } from '@gospodarz/shared';

export interface SubscriptionState {
  subscription: SubscriptionDto | null;
}

export const subscriptionActions = {
  loaded: (subscription: SubscriptionDto) => ({ type: 'subscription/loaded' as const, subscription }),
};
type Action = ReturnType<(typeof subscriptionActions)[keyof typeof subscriptionActions]> | { type: 'auth/signedOut' };

export function subscriptionReducer(state: SubscriptionState = { subscription: null }, incoming: UnknownAction): SubscriptionState {
  const action = incoming as Action;
  if (action.type === 'subscription/loaded') return { subscription: action.subscription };
  if (action.type === 'auth/signedOut') return { subscription: null };
  return state;
}

export const selectSubscription = (state: { subscription: SubscriptionState }) => state.subscription.subscription;

/** The banner's text, or null when the subscription is far from its end (more than 30 days). */
export function bannerText(daysLeft: number): string | null {
  if (daysLeft > 30) return null;
  if (daysLeft < 0) return 'Twój abonament wygasł.';
  if (daysLeft === 0) return 'Twój abonament wygasa dzisiaj.';
  return `Twój abonament wygasa za ${daysLeft} ${daysLeft === 1 ? 'dzień' : 'dni'}.`;
}
