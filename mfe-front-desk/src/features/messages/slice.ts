import { combineReducers } from 'redux';
import {
  createRequestSlice,
  requestDone,
  requestFailed,
  requestSent,
  type ConversationDto,
  type MessageDto,
  type MessageTemplateDto,
  type RequestStatus,
  type TemplateLanguage,
} from '@gospodarz/shared';
import type { SubmissionErrors } from 'final-form';
import type { FilledTemplate, ScheduledChanges, ScheduledMessageDto, UnreadCounts } from './api';

/** The account's templates, for the templates dialog. */
export const templateList = createRequestSlice<MessageTemplateDto[], void, 'messages/templates'>('messages/templates', []);
/** The open conversation's automated messages. */
export const scheduledList = createRequestSlice<ScheduledMessageDto[], string, 'messages/scheduled'>('messages/scheduled', []);

export type FillOutcome = { ok: true; filled: FilledTemplate } | { ok: false; message: string };
export type SendOutcome = { ok: true } | { ok: false; message: string };

export const actions = {
  loadList: (search: string, quiet = false) => ({ type: 'messages/list/load' as const, search, quiet }),
  listLoaded: (items: ConversationDto[]) => ({ type: 'messages/list/loaded' as const, items }),
  listFailed: (error: string) => ({ type: 'messages/list/failed' as const, error }),
  /** opens a conversation (its id is the reservation's) and marks it read */
  open: (id: string, quiet = false) => ({ type: 'messages/open' as const, id, quiet }),
  opened: (conversation: ConversationDto, messages: MessageDto[]) => ({ type: 'messages/opened' as const, conversation, messages }),
  openFailed: (id: string, error: string) => ({ type: 'messages/openFailed' as const, id, error }),
  close: () => ({ type: 'messages/close' as const }),
  send: (id: string, body: string, subject: string, done: (outcome: SendOutcome) => void) => ({ type: 'messages/send' as const, id, body, subject, done }),
  setLanguage: (id: string, language: TemplateLanguage) => ({ type: 'messages/language' as const, id, language }),
  fill: (id: string, templateId: string, done: (outcome: FillOutcome) => void) => ({ type: 'messages/fill' as const, id, templateId, done }),
  loadUnread: () => ({ type: 'messages/unread/load' as const }),
  unreadLoaded: (counts: UnreadCounts) => ({ type: 'messages/unread/loaded' as const, counts }),
  /** keeps the unread count fresh while the section is open */
  watchUnread: () => ({ type: 'messages/unread/watch' as const }),
  /** keeps the list and the open conversation fresh while the messages screen is open */
  poll: (on: boolean) => ({ type: on ? ('messages/poll/start' as const) : ('messages/poll/stop' as const) }),
  scheduledAction: (id: string, scheduledId: string, what: 'skip' | 'send') => ({ type: 'messages/scheduled/act' as const, id, scheduledId, what }),
  /** resolves with the form's submit errors, or undefined once saved */
  editScheduled: (id: string, scheduledId: string, changes: ScheduledChanges, resolve: (errors: SubmissionErrors | undefined) => void) => ({
    type: 'messages/scheduled/edit' as const,
    id,
    scheduledId,
    changes,
    resolve,
  }),
};

export interface ListState extends RequestStatus {
  items: ConversationDto[];
  search: string;
}
export interface ActiveState extends RequestStatus {
  id: string | null;
  conversation: ConversationDto | null;
  messages: MessageDto[];
}

type Action = { type: string } & Partial<{ search: string; quiet: boolean; items: ConversationDto[]; error: string; id: string; conversation: ConversationDto; messages: MessageDto[]; counts: UnreadCounts }>;

function list(state: ListState = { items: [], search: '', loading: false, error: null }, action: Action): ListState {
  switch (action.type) {
    case 'messages/list/load':
      return action.quiet ? { ...state, search: action.search! } : requestSent(state, { search: action.search! });
    case 'messages/list/loaded':
      return requestDone(state, { items: action.items! });
    case 'messages/list/failed':
      return requestFailed(state, action.error!);
    case 'messages/opened': {
      // the opened conversation is read now: its dot goes at once
      const opened = action.conversation!;
      return { ...state, items: state.items.map((c) => (c.id === opened.id ? { ...c, attributes: { ...c.attributes, read: true, unreadCount: 0 } } : c)) };
    }
    default:
      return state;
  }
}

function active(state: ActiveState = { id: null, conversation: null, messages: [], loading: false, error: null }, action: Action): ActiveState {
  switch (action.type) {
    case 'messages/open':
      if (action.quiet && state.id === action.id) return state;
      return requestSent(state, { id: action.id!, ...(state.id === action.id ? {} : { conversation: null, messages: [] }) });
    case 'messages/opened':
      return action.conversation!.id === state.id ? requestDone(state, { conversation: action.conversation!, messages: action.messages! }) : state;
    case 'messages/openFailed':
      return action.id === state.id ? requestFailed(state, action.error!) : state;
    case 'messages/close':
      return { id: null, conversation: null, messages: [], loading: false, error: null };
    default:
      return state;
  }
}

function unread(state: UnreadCounts = { messages: 0, conversations: 0 }, action: Action): UnreadCounts {
  return action.type === 'messages/unread/loaded' ? action.counts! : state;
}

export const messagesReducer = combineReducers({ list, active, unread, templates: templateList.reducer, scheduled: scheduledList.reducer });
export type MessagesState = ReturnType<typeof messagesReducer>;

export const selectMessages = (state: { messages: MessagesState }) => state.messages;
export const selectUnread = (state: { messages: MessagesState }) => state.messages.unread;
