// DTO types shared by the apps and the API. Pure types: the API imports this entry (`@gospodarz/shared/dto`).
export * from './common';
export * from './account';
export * from './accommodation';
export * from './reservation';
export * from './client';
