// What other modules use of pricing: pricing a stay of an apartment (quotes, and reservations saved without a price)
// and the refund of a cancellation.
export { cancellationOfStay, priceApartmentStay, type StayToPrice } from './stay';
export { NO_PRICE_MESSAGE, cancellationSchedule, refundOn, type CancellationSchedule, type PricedStay, type RefusedStay, type RefundStep } from './engine';
// the calendar's window reads the price list's window for its day prices and availability
export { priceWindow } from './prices';
export { nightsOf } from './days';
export { feesOf, touristTaxOf, type ListingFees, type TaxedStay, type TouristTaxBreakdown } from './fees';
export { rulesByIds, type RateRow, type RuleRow } from './repository';
export { tierRates } from './rates';
