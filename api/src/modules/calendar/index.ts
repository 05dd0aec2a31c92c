// What other modules use of calendar: nothing yet (its routes are wired in api/src/modules/index.ts). What another module
// comes to need is exported here, never imported from the folder's other files (the lint refuses that).
export {};
