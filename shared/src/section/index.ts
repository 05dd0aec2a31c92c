export { sectionReducer, useSectionUser, hasPermission, type SectionState } from './sectionState';
export { SectionLayout, SectionPlaceholder, NotFoundPanel, type SectionTab } from './SectionLayout';
