// What other modules may use: a template by id, and the triggered templates of the automated messages.
export { findTemplate, listTriggered, type MessageTemplateRow } from './repository';
