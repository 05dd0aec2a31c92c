import { preloadScreen } from './routes';

const fetched: string[] = [];
jest.mock('../features/reservations/components/ReservationsPage', () => {
  fetched.push('reservations');
  return { ReservationsPage: () => null };
});
jest.mock('../features/reservations/components/ReservationDetailsPage', () => {
  fetched.push('reservation details');
  return { ReservationDetailsPage: () => null };
});
jest.mock('../features/calendar/components/CalendarPage', () => {
  fetched.push('calendar');
  return { CalendarPage: () => null };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the screen of the section’s first page', () => {
  it('is fetched with the section’s code, by the page’s path', async () => {
    preloadScreen('/Front-Desk/reservations/');
    await settle();
    expect(fetched).toEqual(['reservations']);
  });

  it('is not fetched for a page reached only from another (details, forms)', async () => {
    preloadScreen('/front-desk/reservations/123');
    await settle();
    expect(fetched).toEqual(['reservations']);
  });
});
