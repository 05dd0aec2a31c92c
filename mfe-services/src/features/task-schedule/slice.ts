import { combineReducers } from 'redux';
import { createRequestSlice, type OrderStatus } from '@gospodarz/shared';
import type { OrderPage } from './api';
import type { ScheduleQuery } from './query';

export const ordersSlice = createRequestSlice<OrderPage, ScheduleQuery, 'schedule/orders'>('schedule/orders', { items: [], pagination: null });
export const providerChoicesSlice = createRequestSlice<Array<{ id: string; name: string }>, void, 'schedule/providers'>('schedule/providers', []);

export const commands = {
  /** a new status, or a new time ('yyyy-MM-dd HH:mm'); `resolve` hears whether it went through */
  change: (id: string, change: { status?: OrderStatus; serviceDate?: string }, resolve: (ok: boolean) => void) => ({ type: 'schedule/change' as const, id, change, resolve }),
};

function lastQuery(state: ScheduleQuery | null = null, action: { type: string; params?: ScheduleQuery }): ScheduleQuery | null {
  return action.type === ordersSlice.types.load && action.params ? action.params : state;
}

export const scheduleReducer = combineReducers({ orders: ordersSlice.reducer, providers: providerChoicesSlice.reducer, lastQuery });
export type ScheduleState = ReturnType<typeof scheduleReducer>;
export const selectSchedule = (state: { schedule: ScheduleState }) => state.schedule;
