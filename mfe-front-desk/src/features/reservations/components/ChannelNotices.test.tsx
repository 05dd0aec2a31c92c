import { act, screen } from '@testing-library/react';
import { api } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { ChannelNotices } from './ChannelNotices';

describe("a stay's channel notices", () => {
  afterEach(() => jest.restoreAllMocks());

  it('say which channel does not know of the stay yet and since when, with the way to Analiza wysyłek', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({
      ok: true,
      status: 200,
      data: [{ channel: 'Booking.com', kind: 'new_stay', message: 'Booking.com jeszcze nie wie o tej rezerwacji: ostatni odczyt 47 min temu' }],
    } as never);
    renderWithProviders(<ChannelNotices reservationId="r1" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Booking.com jeszcze nie wie o tej rezerwacji: ostatni odczyt 47 min temu. Analiza wysyłek');
    expect(screen.getByRole('link', { name: 'Analiza wysyłek' })).toHaveAttribute('href', '/administration/shipment-analysis');
    expect(get).toHaveBeenCalledWith('/v1/householder/channel_health/stays/r1');
  });

  it('show nothing when every channel has read the stay', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ ok: true, status: 200, data: [] } as never);
    const { container } = renderWithProviders(<ChannelNotices reservationId="r1" />);
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
  });
});
