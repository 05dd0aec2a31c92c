import { useState } from 'react';
import { Provider } from 'react-redux';
import { createSagaStore, type SectionProps } from '@gospodarz/shared';
import { combineReducers } from 'redux';
import { ProviderPage, providerPageReducer, providerPageSaga } from '../features/provider-page';

const createPageStore = () => createSagaStore(combineReducers({ page: providerPageReducer }), [providerPageSaga]);

/** The provider's page the host mounts at /provider (exposed as ./ProviderPage), with a store of its own. */
export default function ProviderPageApp(props: SectionProps) {
  void props;
  const [store] = useState(createPageStore);
  return (
    <Provider store={store}>
      <ProviderPage />
    </Provider>
  );
}
