import { api, type ConversationDto, type MessageDto, type MessageTemplateDto, type TemplateLanguage, type TemplatePlaceholder } from '@gospodarz/shared';

const BASE = '/v1/householder/conversations';

/** The messages a conversation answer carries in its meta. */
export function messagesOf(meta: Record<string, unknown> | undefined): MessageDto[] {
  return (meta?.messages as MessageDto[] | undefined) ?? [];
}

export interface FilledTemplate {
  subject: string;
  body: string;
  empty: TemplatePlaceholder[];
  language: TemplateLanguage;
  channel: string;
}

export interface ScheduledMessageDto {
  id: string;
  type: 'scheduled_message';
  attributes: {
    templateName: string;
    trigger: string;
    sendAt: string;
    status: 'scheduled' | 'sent' | 'skipped' | 'canceled';
    /** the host changed its text */
    edited: boolean;
    /** the host set its send time */
    sendAtEdited: boolean;
    subject: string;
    body: string;
  };
}

/** What the edit dialog changes of a waiting message (only what the host touched). */
export interface ScheduledChanges {
  subject?: string;
  body?: string;
  sendAt?: string;
}

export interface UnreadCounts {
  messages: number;
  conversations: number;
}

/** Calls of the messages feature. A conversation's id is its reservation's. */
export const messagesApi = {
  list: (search: string) => api.get<ConversationDto[]>(BASE, { params: { search: search || undefined, perPage: 100 } }),
  unread: () => api.get<UnreadCounts>(`${BASE}/unread`),
  /** the conversation, its messages in `meta.messages` */
  get: (id: string) => api.get<ConversationDto>(`${BASE}/${id}`),
  send: (id: string, body: string, subject: string) => api.post<ConversationDto>(`${BASE}/${id}/messages`, { message: { body, subject } }),
  read: (id: string) => api.post<UnreadCounts>(`${BASE}/${id}/read`, {}),
  setLanguage: (id: string, language: TemplateLanguage) => api.patch<ConversationDto>(`${BASE}/${id}`, { language }),
  fill: (id: string, templateId: string) => api.get<FilledTemplate>(`${BASE}/${id}/template`, { params: { templateId } }),
  templates: () => api.get<MessageTemplateDto[]>('/v1/householder/message_templates'),
  scheduled: (id: string) => api.get<ScheduledMessageDto[]>(`${BASE}/${id}/scheduled`),
  skipScheduled: (id: string, scheduledId: string) => api.post<ScheduledMessageDto[]>(`${BASE}/${id}/scheduled/${scheduledId}/skip`, {}),
  sendScheduled: (id: string, scheduledId: string) => api.post<ScheduledMessageDto[]>(`${BASE}/${id}/scheduled/${scheduledId}/send`, {}),
  editScheduled: (id: string, scheduledId: string, changes: ScheduledChanges) => api.patch<ScheduledMessageDto[]>(`${BASE}/${id}/scheduled/${scheduledId}`, changes),
};
