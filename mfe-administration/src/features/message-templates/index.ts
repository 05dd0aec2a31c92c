export { MessageTemplatesPage } from './components/MessageTemplatesPage';
export { MessageTemplateForm } from './components/MessageTemplateForm';
export { messageTemplatesApi } from './api';
