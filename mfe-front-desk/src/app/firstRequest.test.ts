import { api } from '@gospodarz/shared';
import { sendFirstRequest } from './firstRequest';

let ahead: jest.SpyInstance;
beforeEach(() => {
  ahead = jest.spyOn(api, 'getAhead').mockImplementation(() => undefined);
});
afterEach(() => ahead.mockRestore());

describe('the section’s first request', () => {
  it('asks for the reservations list’s first page as the page will, its filters taken from the address', () => {
    sendFirstRequest({ pathname: '/front-desk/reservations', search: '' });
    sendFirstRequest({ pathname: '/Front-Desk/reservations/', search: '?page=2' });
    expect(ahead).toHaveBeenNthCalledWith(1, '/v1/householder/reservations', { params: expect.objectContaining({ page: '1', perPage: '15' }) });
    expect(ahead).toHaveBeenNthCalledWith(2, '/v1/householder/reservations', { params: expect.objectContaining({ page: '2', perPage: '15' }) });
  });

  it('asks for the calendar’s window from the address’s day, 21 days long', () => {
    sendFirstRequest({ pathname: '/front-desk/calendar', search: '?from=2026-12-07' });
    expect(ahead).toHaveBeenCalledWith('/v1/householder/calendar', { params: { from: '2026-12-07', days: 21 } });
  });

  it('asks for the invoices of the address’s month and the filter’s apartments, as the page will', () => {
    sendFirstRequest({ pathname: '/front-desk/invoices', search: '?month=3&year=2026' });
    expect(ahead).toHaveBeenNthCalledWith(1, '/v1/householder/invoices', { params: expect.objectContaining({ month: '3', year: '2026', page: '1', perPage: '15' }) });
    expect(ahead).toHaveBeenNthCalledWith(2, '/v1/householder/accommodations', { params: { perPage: 1000 } });
  });

  it('asks for nothing on a page that has no first request', () => {
    sendFirstRequest({ pathname: '/front-desk/reservations/123', search: '' });
    sendFirstRequest({ pathname: '/front-desk/desktop', search: '' });
    expect(ahead).not.toHaveBeenCalled();
  });
});
