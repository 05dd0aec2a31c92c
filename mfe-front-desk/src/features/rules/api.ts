import { api, type PriceRuleDto, type PriceRulePayload } from '@gospodarz/shared';

const BASE = '/v1/householder/price_rules';

/** Calls of the rule sets feature. */
export const rulesApi = {
  list: () => api.get<PriceRuleDto[]>(BASE),
  get: (id: string) => api.get<PriceRuleDto>(`${BASE}/${id}`),
  create: (priceRule: PriceRulePayload) => api.post<PriceRuleDto>(BASE, { priceRule }),
  update: (id: string, priceRule: PriceRulePayload) => api.patch<PriceRuleDto>(`${BASE}/${id}`, { priceRule }),
  /** a rule still carried by days from today on needs the rule that takes them over (409 without it) */
  remove: (id: string, replacementRuleId?: string) =>
    api.delete(`${BASE}/${id}`, replacementRuleId ? { params: { replacementRuleId } } : undefined),
};
