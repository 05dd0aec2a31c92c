import { useState } from 'react';
import { Provider } from 'react-redux';
import { useLocation } from '@gospodarz/shared/router';
import { combineReducers } from 'redux';
import { createSagaStore, type SectionProps } from '@gospodarz/shared';
import { GuestStayPage, guestReducer, guestSaga } from '../features/guest-page';

const createGuestStore = () => createSagaStore(combineReducers({ guest: guestReducer }), [guestSaga]);

/**
 * The guest page (exposed as ./GuestPage, mounted by the host at /guest/* for anyone, signed in or not): one stay
 * opened by its link's token, with a store of its own and nothing of the front desk's screens, so it stays light on a
 * phone.
 */
export default function GuestPage({ basePath }: SectionProps) {
  const [store] = useState(createGuestStore);
  const { pathname } = useLocation();
  const token = pathname.slice(basePath.length).split('/').filter(Boolean)[0] ?? '';
  return (
    <Provider store={store}>
      <GuestStayPage token={token} />
    </Provider>
  );
}
