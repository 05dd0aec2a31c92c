import type { SubmissionErrors } from 'final-form';
import { combineReducers } from 'redux';
import { createRequestSlice, type MessageTemplateDto } from '@gospodarz/shared';
import type { MessageTemplateInput } from './api';

/** The account's templates, as the list shows them. */
export const templateList = createRequestSlice<MessageTemplateDto[], void, 'messageTemplates/list'>('messageTemplates/list', []);
/** The template the form edits, by id. */
export const templateToEdit = createRequestSlice<MessageTemplateDto | null, string, 'messageTemplates/template'>('messageTemplates/template', null);

/** Resolves a form's submit: undefined when saved, else final-form's submit errors. */
export type SubmitResolve = (errors?: SubmissionErrors) => void;

export const actions = {
  /** creates (no id) or updates a template */
  save: (id: string | null, values: MessageTemplateInput, resolve: SubmitResolve) => ({ type: 'messageTemplates/save' as const, id, values, resolve }),
  remove: (id: string) => ({ type: 'messageTemplates/remove' as const, id }),
};

export const messageTemplatesReducer = combineReducers({ list: templateList.reducer, template: templateToEdit.reducer });
export type MessageTemplatesState = ReturnType<typeof messageTemplatesReducer>;

export const selectMessageTemplates = (state: { messageTemplates: MessageTemplatesState }) => state.messageTemplates;
