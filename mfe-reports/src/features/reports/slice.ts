import { combineReducers } from 'redux';
import { createRequestSlice, type ReportDto } from '@gospodarz/shared';
import type { ApartmentChoice, ReportRequest } from './api';

export const report = createRequestSlice<ReportDto | null, ReportRequest, 'reports/report'>('reports/report', null);
export const apartments = createRequestSlice<ApartmentChoice[], void, 'reports/apartments'>('reports/apartments', []);

export const reportsReducer = combineReducers({ report: report.reducer, apartments: apartments.reducer });
export type ReportsState = ReturnType<typeof reportsReducer>;
export const selectReport = (state: { reports: ReportsState }) => state.reports.report;
export const selectApartments = (state: { reports: ReportsState }) => state.reports.apartments;
