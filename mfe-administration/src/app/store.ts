import { combineReducers } from 'redux';
import { createSagaStore, sectionReducer } from '@gospodarz/shared';
import { accommodationsReducer, accommodationsSaga } from '../features/accommodations';
import { calendarSyncReducer, calendarSyncSaga } from '../features/calendar-sync';
import { hostLawReducer, hostLawSaga } from '../features/host-law';
import { invoiceSettingsReducer, invoiceSettingsSaga } from '../features/invoice-settings';
import { messageTemplatesReducer, messageTemplatesSaga } from '../features/message-templates';
import { ownersReducer, ownersSaga } from '../features/owners';
import { webhooksReducer, webhooksSaga } from '../features/webhooks';

// The section's own store: features add their reducer and root saga here. Sections never share stores.
const rootReducer = combineReducers({
  section: sectionReducer,
  accommodations: accommodationsReducer,
  calendarSync: calendarSyncReducer,
  hostLaw: hostLawReducer,
  messageTemplates: messageTemplatesReducer,
  invoiceSettings: invoiceSettingsReducer,
  owners: ownersReducer,
  webhooks: webhooksReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createSectionStore() {
  return createSagaStore(rootReducer, [accommodationsSaga, calendarSyncSaga, hostLawSaga, messageTemplatesSaga, invoiceSettingsSaga, ownersSaga, webhooksSaga]);
}
