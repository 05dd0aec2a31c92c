import { createRequestSlice, type SectionState } from '@gospodarz/shared';
import type { CountsRequest, DesktopCounts } from './api';

/** The counts behind the first-run guide (null until the first answer). */
export const desktopCounts = createRequestSlice<DesktopCounts | null, CountsRequest, 'desktop/counts'>('desktop/counts', null);

export const desktopReducer = desktopCounts.reducer;
export type DesktopState = ReturnType<typeof desktopReducer>;

export const selectDesktopCounts = (state: { desktop: DesktopState }) => state.desktop;
export const selectSectionUser = (state: { section: SectionState }) => state.section.user;
