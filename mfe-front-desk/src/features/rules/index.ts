// The rule sets feature's public surface: its screens, its store pieces for the section's store, and the rule list
// the price list colours its days with and offers in its dialog.
export { RulesPage } from './components/RulesPage';
export { RuleFormPage } from './components/RuleFormPage';
export { rulesReducer, ruleList, selectRules, type RulesState } from './slice';
export { rulesSaga } from './sagas';
export { parseAmount } from './form';
