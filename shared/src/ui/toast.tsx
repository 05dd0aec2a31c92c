import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { eventBus, type AppEvents } from '../events/eventBus';

export type ToastType = AppEvents['toast']['type'];
export type ToastMessage = AppEvents['toast'];

/** Titles a toast gets when none is given. */
export const DEFAULT_TOAST_TITLES: Record<ToastType, string> = {
  success: 'Sukces',
  error: 'Błąd',
  warning: 'Uwaga',
  info: 'Informacja',
};

/** A toast as the toaster takes it (Chakra's toast options). */
export interface ToastOptions {
  type: ToastType;
  title: string;
  description?: string;
  duration: number;
  closable: boolean;
}

// The page's toaster (Zag's toast store) lives in the toasts' own chunk (ToastList) with their UI and recipe, so
// that pages that never show a toast do not download it. Toasts shown before it is here wait in `pending`.
const pending: ToastOptions[] = [];
const pendingListeners = new Set<() => void>();
let deliver: ((toast: ToastOptions) => void) | null = null;

/** Called by ToastList once loaded: shows the toasts that waited and takes the next ones at once. */
export function attachToaster(show: (toast: ToastOptions) => void): void {
  deliver = show;
  pending.splice(0).forEach(show);
}

function hasToasts(): boolean {
  return deliver !== null || pending.length > 0;
}

/** Shows a toast at once on this copy's toaster (defaults: title by type, errors stay longer). */
export function showToast({ type, title, description }: ToastMessage): void {
  const toast: ToastOptions = {
    type,
    title: title ?? DEFAULT_TOAST_TITLES[type],
    description,
    duration: type === 'error' ? 8000 : 5000,
    closable: true,
  };
  if (deliver) return deliver(toast);
  pending.push(toast);
  pendingListeners.forEach((listener) => listener());
}

/**
 * Shows a toast from anywhere (a saga, a remote without a toaster of its own): it travels as a `toast` event of
 * the shared bus, and the one mounted toaster shows it.
 */
export function notify(message: ToastMessage): void {
  eventBus.emit('toast', message);
}

// Which mounted provider shows the toasts. Kept on globalThis so that even two copies of this module (a remote
// that did not get the shared singleton) agree on one toaster: the first one mounted that is still mounted.
interface ToasterRegistry {
  owners: symbol[];
  listeners: Set<() => void>;
}
const REGISTRY_KEY = '__gospodarzToasterOwners__';

function registry(): ToasterRegistry {
  const g = globalThis as unknown as Record<string, ToasterRegistry | undefined>;
  if (!g[REGISTRY_KEY]) g[REGISTRY_KEY] = { owners: [], listeners: new Set() };
  return g[REGISTRY_KEY]!;
}

function changed(reg: ToasterRegistry) {
  reg.listeners.forEach((l) => l());
}

function useToasterOwnership(id: symbol): boolean {
  useEffect(() => {
    const reg = registry();
    reg.owners.push(id);
    changed(reg);
    return () => {
      reg.owners = reg.owners.filter((o) => o !== id);
      changed(reg);
    };
  }, [id]);
  return useSyncExternalStore(
    (listener) => {
      const reg = registry();
      reg.listeners.add(listener);
      return () => reg.listeners.delete(listener);
    },
    () => registry().owners[0] === id,
    () => false,
  );
}

// The toasts' UI (and its state machine) is a chunk of its own, loaded with the first toast: pages that never
// show one (the sign-in page, most screens) do not download it.
const ToastList = /* @__PURE__ */ lazy(() => import('./ToastList'));

/** Mounted by AppProvider: claims the page's toaster; the owner renders it and shows every bus `toast` event. */
export function ToastHost({ id }: { id: symbol }) {
  const owner = useToasterOwnership(id);
  // The toaster mounts with the first toast, not with the page: nothing to render or run until then.
  const [active, setActive] = useState(hasToasts);
  useEffect(() => {
    if (!owner) return undefined;
    return eventBus.on('toast', showToast);
  }, [owner]);
  useEffect(() => {
    if (!owner || active) return undefined;
    if (hasToasts()) setActive(true);
    const listener = () => setActive(true);
    pendingListeners.add(listener);
    return () => void pendingListeners.delete(listener);
  }, [owner, active]);
  if (!owner || !active) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
