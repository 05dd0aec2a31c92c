// The API's contract (DTO types, value lists and their Polish labels), as the apps import it. The contracts package is
// reached only through this entry, so each app bundles the few lists it uses; `@gospodarz/shared`, which every page
// loads, re-exports its types only.
export * from '@gospodarz/contracts';
