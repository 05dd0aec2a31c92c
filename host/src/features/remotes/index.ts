// The remotes as the shell mounts them: the runtime registry (remotes.json) and a section loaded under its
// error boundary.
export { RemoteSection } from './RemoteSection';
export { RegistryGate } from './RegistryGate';
export { useRegistry } from './useRegistry';
export type { Registry, RemoteEntry, RegistryState } from './registry';
