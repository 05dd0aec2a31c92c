// What the rest of the API may use: the orders as the calendar's task markers.
export { orderTasks } from './tasks';
export { livePairs } from './repository';
export { planPairIn } from './generator';
export { followReservations, planOrders } from './generator';
export { addEvent } from './repository';
export { TIME_ZONE } from './schedule';
