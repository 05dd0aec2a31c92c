import { api, type MessageTemplateAttributes, type MessageTemplateDto } from '@gospodarz/shared';

const BASE = '/v1/householder/message_templates';

export type MessageTemplateInput = Pick<MessageTemplateAttributes, 'name' | 'language' | 'channel' | 'subject' | 'body'> & {
  /** '' or null: sent only by hand */
  trigger?: MessageTemplateAttributes['trigger'] | '';
  triggerDays?: number | string | null;
  triggerHour?: number | string | null;
};

export const messageTemplatesApi = {
  list: () => api.get<MessageTemplateDto[]>(BASE),
  get: (id: string) => api.get<MessageTemplateDto>(`${BASE}/${id}`),
  create: (values: MessageTemplateInput) => api.post<MessageTemplateDto>(BASE, { messageTemplate: values }),
  update: (id: string, values: MessageTemplateInput) => api.put<MessageTemplateDto>(`${BASE}/${id}`, { messageTemplate: values }),
  remove: (id: string) => api.delete(`${BASE}/${id}`),
};
