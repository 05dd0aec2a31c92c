// What jsdom lacks and Chakra UI (Ark, Zag) expects from a browser.
require('@testing-library/jest-dom');

// A file may ask for the node environment (`@jest-environment node`): nothing below applies there.
if (typeof window !== 'undefined') {

  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
global.ResizeObserver = global.ResizeObserver || ResizeObserverStub;
if (!global.structuredClone) global.structuredClone = (v) => JSON.parse(JSON.stringify(v));
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = function () {};
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function () {};
if (!global.TextEncoder) {
  const { TextEncoder, TextDecoder } = require('util');
  global.TextEncoder = TextEncoder;
  global.TextDecoder = TextDecoder;
}
}
