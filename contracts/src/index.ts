// The API's contract: the DTO types, the value lists a field accepts and their Polish labels. The API loads the
// compiled dist/ at run time; the apps' bundlers and the jest tests read these sources.
export * from './values/index.ts';
export * from './common.ts';
export * from './account.ts';
export * from './accommodation.ts';
export * from './messageTemplate.ts';
export * from './invoiceSettings.ts';
export * from './invoice.ts';
export * from './reservation.ts';
export * from './client.ts';
export * from './coHost.ts';
export * from './pricing.ts';
export * from './calendar.ts';
export * from './conversation.ts';
export * from './review.ts';
export * from './notification.ts';
export * from './reports.ts';
export * from './services.ts';
export * from './calendarFeed.ts';
export * from './takings.ts';
export * from './hostLaw.ts';
export * from './legalReports.ts';
export * from './owners.ts';
export * from './apiTokens.ts';
export * from './webhooks.ts';
