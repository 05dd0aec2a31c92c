import { api, type AvailableApartmentDto, type CooperationOrderDto, type OrderStatus, type BlockDto, type BlockPayload, type CalendarWindowDto, type ReservationDto } from '@gospodarz/shared';

export interface WindowParams {
  from: string;
  days: number;
  /** ids joined with '|' */
  apartmentIds?: string;
  /** 'available' | 'reserved' | 'blocked', joined with '|' */
  statuses?: string;
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
  /**
   * moves a stay to other dates or another apartment (the reservations' own route: the exclusion constraint decides),
   * keeping the guest's price as the confirmation says ('bez zmian'); the server never reprices without a choice
   */
  moveStay: (id: string, move: { apartmentId: string; from: string; to: string }) =>
    api.patch<ReservationDto>(`/v1/householder/reservations/${id}`, { reservation: { ...move, priceChoice: 'keep' } }),
  /** a service task marker's order, with its time and provider */
  order: (id: string) => api.get<CooperationOrderDto>(`/v1/householder/cooperation_orders/${id}`),
  updateOrder: (id: string, attributes: { status: OrderStatus; serviceDate: string }) =>
    api.put<CooperationOrderDto>(`/v1/householder/cooperation_orders/${id}`, { cooperationOrder: { attributes } }),
  /** takes the order off the schedule: it is canceled and kept in the history */
  removeOrder: (id: string) => api.delete(`/v1/householder/cooperation_orders/${id}`),
};
