export { renderWithProviders, type RenderWithProvidersOptions } from './render';
