import type { SubmissionErrors } from 'final-form';
import { createRequestSlice, type TakingsDto, type TakingsOpeningPayload } from '@gospodarz/shared';
import type { TakingsQuery } from './api';

/** The day's report the screen shows (null until the first answer). */
export const takingsReport = createRequestSlice<TakingsDto | null, TakingsQuery, 'takings/report'>('takings/report', null);

/** Resolves a form's submit: undefined when it worked, else the final-form errors. */
export type TakingsDone = (errors: SubmissionErrors | undefined) => void;

export const takingsActions = {
  setOpening: (payload: TakingsOpeningPayload, done: TakingsDone) => ({ type: 'takings/setOpening' as const, payload, done }),
};

export const takingsReducer = takingsReport.reducer;
export type TakingsState = ReturnType<typeof takingsReducer>;
export const selectTakings = (state: { takings: TakingsState }) => state.takings;
