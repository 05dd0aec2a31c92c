import { combineReducers } from 'redux';
import { createRequestSlice, type Kt1Prefill, type NightsReport, type TouristTaxStatement } from '@gospodarz/shared';
import type { MonthRequest } from './api';

type Doc<T> = { id: string; type: string; attributes: T } | null;
export const touristTax = createRequestSlice<Doc<TouristTaxStatement>, MonthRequest, 'legal/touristTax'>('legal/touristTax', null);
export const kt1 = createRequestSlice<Doc<Kt1Prefill>, MonthRequest, 'legal/kt1'>('legal/kt1', null);
export const nights = createRequestSlice<Doc<NightsReport>, MonthRequest, 'legal/nights'>('legal/nights', null);

export const legalReducer = combineReducers({ touristTax: touristTax.reducer, kt1: kt1.reducer, nights: nights.reducer });
export type LegalState = ReturnType<typeof legalReducer>;
export const selectLegal = (state: { legal: LegalState }) => state.legal;
