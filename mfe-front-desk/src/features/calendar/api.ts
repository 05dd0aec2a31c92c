import { api, type AvailableApartmentDto, type CooperationOrderDto, type OrderStatus, type BlockDto, type BlockPayload, type CalendarWindowDto, type ReservationDto, type MoveQuoteAttributes, type PriceChoice, type Resource } from '@gospodarz/shared';

export interface WindowParams {
  from: string;
  days: number;
  /** ids joined with '|' */
  apartmentIds?: string;
  /** 'available' | 'reserved' | 'blocked', joined with '|' */
  statuses?: string;
}

/** A proposed move of a stay: where and when to. */
export interface MoveQuoteParams {
  id: string;
  apartmentId: string;
  from: string;
  to: string;
}

/** A move as sent: where, when, and the price the host chose. */
export interface StayMove {
  apartmentId: string;
  from: string;
  to: string;
  priceChoice: PriceChoice;
}

/** What the host types to complete a channel's stay: the guest, the party and the price (zł, as typed). */
export interface ChannelStayCompletion {
  fullName: string;
  adults: number;
  children: number;
  totalPrice: string;
}

/** Calls of the calendar. */
export const calendarApi = {
  /** everything one window of the grid shows */
  window: (params: WindowParams) => api.get<CalendarWindowDto>('/v1/householder/calendar', { params: { ...params } }),
  /** the window on screen sent ahead of the screen (the section's first request) */
  windowAhead: (params: WindowParams) => api.getAhead('/v1/householder/calendar', { params: { ...params } }),
  availability: (params: { from: string; to: string; adults: number; children: number }) =>
    api.get<AvailableApartmentDto[]>('/v1/householder/calendar/availability', { params: { ...params } }),
  createBlocks: (block: BlockPayload) => api.post<BlockDto[]>('/v1/householder/blocks', { block }),
  updateBlock: (id: string, block: Partial<BlockPayload> & { apartmentId?: string }) => api.patch<BlockDto>(`/v1/householder/blocks/${id}`, { block }),
  removeBlock: (id: string) => api.delete(`/v1/householder/blocks/${id}`),
  /** the guest's price kept and the new one, side by side, of a proposed move; and the stay's invoices */
  moveQuote: ({ id, ...params }: MoveQuoteParams) =>
    api.get<Resource<MoveQuoteAttributes, 'move_quote'>>(`/v1/householder/reservations/${id}/move_quote`, { params: { ...params } }),
  /**
   * moves a stay to other dates or another apartment (the reservations' own route: the exclusion constraint decides),
   * at the price the host chose in the confirmation: the guest's ('keep') or the new one ('new')
   */
  moveStay: (id: string, move: StayMove) => api.patch<ReservationDto>(`/v1/householder/reservations/${id}`, { reservation: move }),
  /** completes a stay imported from a channel (it stays the channel's: later imports still move or cancel it) */
  completeChannelStay: (id: string, channelStay: ChannelStayCompletion) => api.put<Resource<Record<string, unknown>, 'channel_stay'>>(`/v1/householder/channel_stays/${id}`, { channel_stay: channelStay }),
  /** a service task marker's order, with its time and provider */
  order: (id: string) => api.get<CooperationOrderDto>(`/v1/householder/cooperation_orders/${id}`),
  updateOrder: (id: string, attributes: { status: OrderStatus; serviceDate: string }) =>
    api.put<CooperationOrderDto>(`/v1/householder/cooperation_orders/${id}`, { cooperationOrder: { attributes } }),
  /** takes the order off the schedule: it is canceled and kept in the history */
  removeOrder: (id: string) => api.delete(`/v1/householder/cooperation_orders/${id}`),
};
