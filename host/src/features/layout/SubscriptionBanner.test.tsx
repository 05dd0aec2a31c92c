import { screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@gospodarz/shared/testing';
import type { SubscriptionDto, UserDto } from '@gospodarz/shared';
import { createHostStore } from '../../testing';
import { authActions } from '../auth';
import { subscriptionActions } from '../subscription';
import { SubscriptionBanner } from './SubscriptionBanner';

const user = (owner: boolean) =>
  ({
    id: 'u1',
    type: 'user',
    attributes: { email: 'anna@example.pl', firstName: 'Anna', lastName: 'Nowak', phoneNumber: '', role: 'householder', owner, permissions: owner ? [] : ['reservations'], accountId: 'a1' },
  }) as UserDto;

const subscription = (validUntil: string, daysLeft: number): SubscriptionDto => ({
  id: 'a1',
  type: 'subscription',
  attributes: { validUntil, daysLeft, apartmentCount: 2, monthlyPrice: 98, currency: 'PLN' },
});

function renderBanner(owner: boolean, validUntil: string, daysLeft = 30) {
  const store = createHostStore();
  store.dispatch(authActions.signedIn(user(owner)));
  store.dispatch(subscriptionActions.loaded(subscription(validUntil, daysLeft)));
  return renderWithProviders(
    <Provider store={store}>
      <SubscriptionBanner />
    </Provider>,
  );
}

describe('the subscription banner', () => {
  afterEach(() => jest.useRealTimers());

  it("counts the days left from Warsaw's today: 29 to 26.12 at 00:30 on 27.11 in Warsaw (23:30 UTC)", () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T23:30:00Z') });
    // the answer loaded on the evening before said 30: the banner counts from the day it is in Warsaw now
    renderBanner(true, '2026-12-26', 30);
    expect(screen.getByRole('status')).toHaveTextContent('Twój abonament wygasa za 29 dni. Ważny do 26.12.2026.');
    expect(screen.getByRole('button', { name: 'Przedłuż ważność' })).toBeInTheDocument();
  });

  it('is not shown to a co-host, who cannot extend the subscription', () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
    renderBanner(false, '2026-12-06', 10);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Przedłuż ważność' })).not.toBeInTheDocument();
  });
});
