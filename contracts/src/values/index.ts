// Days and money, written once for the API and the apps.
export * from './days.ts';
export * from './money.ts';
