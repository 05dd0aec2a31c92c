export { MessageTemplatesPage } from './components/MessageTemplatesPage';
export { MessageTemplateForm } from './components/MessageTemplateForm';
export { messageTemplatesApi } from './api';
export { messageTemplatesReducer } from './slice';
export { messageTemplatesSaga } from './sagas';
