// Test helpers of this app, for tests only (the lint keeps them out of the app's code): the section's store as the
// app wires it, so that a feature's screen is rendered with the state it reads in the running section. Like the
// tests, this folder stands outside the layers and may import the app.
export { createSectionStore } from '../app/store';
