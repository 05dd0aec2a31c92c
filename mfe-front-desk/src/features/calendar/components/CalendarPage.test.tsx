import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { api } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../../../testing';
import { CalendarPage } from './CalendarPage';

beforeEach(() => {
  jest.spyOn(api, 'get').mockResolvedValue({ ok: true, status: 200, data: [], headers: {} });
});
afterEach(() => jest.restoreAllMocks());

function renderAt(route: string) {
  return renderWithProviders(
    <Provider store={createSectionStore()}>
      <CalendarPage />
    </Provider>,
    { route, path: '/front-desk/calendar' },
  );
}

describe('the calendar route', () => {
  it('opens the new reservation dialog from the link ?new-reservation', async () => {
    renderAt('/front-desk/calendar?new-reservation');
    expect(await screen.findByRole('form', { name: 'Nowa rezerwacja' })).toBeInTheDocument();
  });

  it('opens the dialog from its button and not by itself', async () => {
    renderAt('/front-desk/calendar');
    expect(screen.queryByRole('form', { name: 'Nowa rezerwacja' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nowa rezerwacja' }));
    expect(await screen.findByRole('form', { name: 'Nowa rezerwacja' })).toBeInTheDocument();
  });
});
