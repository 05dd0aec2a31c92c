// Days, money and phone numbers, written once for the API and the apps.
export * from './days.ts';
export * from './money.ts';
export * from './phone.ts';
