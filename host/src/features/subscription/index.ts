// The account's subscription: what the banner reads, and the pieces the store wires.
export { bannerText, subscriptionActions, subscriptionReducer, selectSubscription, type SubscriptionState } from './slice';
export { subscriptionSaga } from './sagas';
