import type { SubmissionErrors } from 'final-form';
import { combineReducers } from 'redux';
import { createRequestSlice, type PriceRuleDto, type PriceRulePayload } from '@gospodarz/shared';

/** The account's rule sets by name: the table, and the colours and choices of the price list. */
export const ruleList = createRequestSlice<PriceRuleDto[], void, 'rules/list'>('rules/list', []);
/** The rule set the form edits, by id. */
export const ruleToEdit = createRequestSlice<PriceRuleDto | null, string, 'rules/rule'>('rules/rule', null);

/** Resolves a form's submit: undefined when saved, else final-form's submit errors. */
export type SubmitResolve = (errors?: SubmissionErrors) => void;
/** How a deletion ended: done, refused because days still carry the rule (409), or failed with a message. */
export type RemoveOutcome = { ok: true } | { ok: false; conflict: boolean; message: string };

export const actions = {
  /** creates (no id) or updates a rule set */
  save: (id: string | null, payload: PriceRulePayload, resolve: SubmitResolve) => ({ type: 'rules/save' as const, id, payload, resolve }),
  remove: (id: string, replacementRuleId: string | undefined, done: (outcome: RemoveOutcome) => void) => ({
    type: 'rules/remove' as const,
    id,
    replacementRuleId,
    done,
  }),
};

export const rulesReducer = combineReducers({ list: ruleList.reducer, rule: ruleToEdit.reducer });
export type RulesState = ReturnType<typeof rulesReducer>;

export const selectRules = (state: { rules: RulesState }) => state.rules;
