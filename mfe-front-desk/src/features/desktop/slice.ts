import { combineReducers } from 'redux';
import { createRequestSlice, type DesktopDto, type SectionState } from '@gospodarz/shared';
import type { CountsRequest, DesktopCounts } from './api';

/** The counts behind the first-run guide (null until the first answer). */
export const desktopCounts = createRequestSlice<DesktopCounts | null, CountsRequest, 'desktop/counts'>('desktop/counts', null);

/** The desktop's cards, strip and statistics. */
export const desktopSummary = createRequestSlice<DesktopDto | null, void, 'desktop/summary'>('desktop/summary', null);

export const desktopReducer = combineReducers({ counts: desktopCounts.reducer, summary: desktopSummary.reducer });
export type DesktopState = ReturnType<typeof desktopReducer>;

export const selectDesktopCounts = (state: { desktop: DesktopState }) => state.desktop.counts;
export const selectDesktopSummary = (state: { desktop: DesktopState }) => state.desktop.summary;
export const selectSectionUser = (state: { section: SectionState }) => state.section.user;
