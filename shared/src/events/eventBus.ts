import type { UserDto } from '../dto';

/** Every event the apps exchange. Apps talk only through URLs and these events, never each other's stores. */
export interface AppEvents {
  'auth:login': { user: UserDto };
  'auth:logout': Record<string, never>;
  'auth:expired': Record<string, never>;
  'auth:user-updated': { user: UserDto };
  toast: { type: 'success' | 'error' | 'info' | 'warning'; title?: string; description: string };
  'reservation:changed': { id?: string; action: 'created' | 'updated' | 'deleted' | 'canceled' };
  'accommodation:changed': { id?: string; action: 'created' | 'updated' | 'deleted' };
}

export type AppEventName = keyof AppEvents;
type Handler<K extends AppEventName> = (payload: AppEvents[K]) => void;

// One bus per page, kept on window so that every copy of this module (host or remote) sees the same one.
const GLOBAL_KEY = '__gospodarzEventBus__';

function target(): EventTarget {
  const g = globalThis as unknown as Record<string, EventTarget | undefined>;
  if (!g[GLOBAL_KEY]) g[GLOBAL_KEY] = new EventTarget();
  return g[GLOBAL_KEY]!;
}

export const eventBus = {
  emit<K extends AppEventName>(name: K, payload: AppEvents[K]): void {
    target().dispatchEvent(new CustomEvent(name, { detail: payload }));
  },
  on<K extends AppEventName>(name: K, handler: Handler<K>): () => void {
    const listener = (e: Event) => handler((e as CustomEvent<AppEvents[K]>).detail);
    target().addEventListener(name, listener);
    return () => target().removeEventListener(name, listener);
  },
};
