// The price list feature's public surface: its screen and its store pieces for the section's store.
export { PriceListPage } from './components/PriceListPage';
export { priceListReducer, type PriceListState } from './slice';
export { priceListSaga } from './sagas';
// what the calendar's grid shares with the price list's: windowing rows and the days of a window
export { visibleRows } from './layout';
export { SHIFT_DAYS, daysBetween, daysFrom, isWeekend, parseDay, shiftDay, today, weekdayShort } from './dates';
