import { combineReducers } from 'redux';
import { createSagaStore, sectionReducer } from '@gospodarz/shared';
import { reservationDeskReducer, reservationDeskSaga, reservationsReducer, reservationsSaga } from '../features/reservations';
import { clientsReducer, clientsSaga } from '../features/clients';
import { desktopReducer, desktopSaga } from '../features/desktop';
import { priceListReducer, priceListSaga } from '../features/price-list';
import { rulesReducer, rulesSaga } from '../features/rules';
import { messagesReducer, messagesSaga } from '../features/messages';
import { commentsReducer, commentsSaga } from '../features/comments';
import { invoicesReducer, invoicesSaga } from '../features/invoices';
import { calendarReducer, calendarSaga } from '../features/calendar';
import { takingsReducer, takingsSaga } from '../features/takings';

// The section's own store: features add their reducer and root saga here. Sections never share stores.
const rootReducer = combineReducers({
  section: sectionReducer,
  reservations: reservationsReducer,
  reservationDesk: reservationDeskReducer,
  clients: clientsReducer,
  desktop: desktopReducer,
  priceList: priceListReducer,
  rules: rulesReducer,
  messages: messagesReducer,
  comments: commentsReducer,
  invoices: invoicesReducer,
  calendar: calendarReducer,
  takings: takingsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createSectionStore() {
  return createSagaStore(rootReducer, [reservationsSaga, reservationDeskSaga, clientsSaga, desktopSaga, priceListSaga, rulesSaga, messagesSaga, commentsSaga, invoicesSaga, calendarSaga, takingsSaga]);
}
