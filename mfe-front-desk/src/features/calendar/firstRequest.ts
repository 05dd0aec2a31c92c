import { CALENDAR_WINDOW_DAYS } from '@gospodarz/shared/dto';
import { parseDay, today } from '../price-list';
import { mondayOf } from './layout';
import { calendarApi } from './api';

/** The grid's first day: the address's `from` when it is a day, else this week's Monday. */
export function calendarStart(params: URLSearchParams): string {
  const asked = params.get('from');
  return asked && parseDay(asked) ? asked : mondayOf(today());
}

/** The window the page opens with, asked for ahead of the page (the section's first request). */
export function sendFirstWindowRequest(search: string): void {
  calendarApi.windowAhead({ from: calendarStart(new URLSearchParams(search)), days: CALENDAR_WINDOW_DAYS });
}
