import { useContext, useEffect, useRef, useState } from 'react';
import { useFormState } from 'react-final-form';
import { UNSAFE_NavigationContext, parsePath, useLocation } from '@gospodarz/shared/router';
import { ConfirmDialog } from './lazyComponents';

export const UNSAVED_TITLE = 'Niezapisane zmiany';
export const UNSAVED_MESSAGE = 'Masz niezapisane zmiany. Czy na pewno chcesz opuścić tę stronę? Wprowadzone dane zostaną utracone.';

/** Where a navigation goes (the part of a location the prompt looks at). */
export interface PlaceTo {
  pathname: string;
  search: string;
}

export interface UnsavedChangesPromptProps {
  /** the form has changes that are not saved */
  when: boolean;
  /**
   * Places that stay within the form (a wizard's steps): moving to a place for which this says true is not leaving.
   * By default only the same path (another query) is.
   */
  keepsForm?: (next: PlaceTo, current: PlaceTo) => boolean;
}

const samePath = (next: PlaceTo, current: PlaceTo) => next.pathname === current.pathname;

type Navigate = (to: unknown, ...rest: unknown[]) => void;
interface HistoryNavigator {
  push: Navigate;
  replace: Navigate;
}

/**
 * Asks before leaving a form with changes: a link, a tab, the header's sections, the browser's back and forward
 * ('Niezapisane zmiany', 'Opuść stronę' / 'Zostań'), and a reload or closing the tab (the browser's own question).
 *
 * The apps share the declarative router (BrowserRouter: no data router and its useBlocker on every page), so the
 * navigations are held here: every in-app navigation goes through the router's history (`push`/`replace`), which is
 * wrapped while the form has changes; a back or forward is caught before the router sees it (a capturing listener
 * fires first) and undone with the history index the router keeps in `history.state.idx`.
 */
export function UnsavedChangesPrompt({ when, keepsForm = samePath }: UnsavedChangesPromptProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const current = useRef<PlaceTo>(location);
  current.current = location;
  const keeps = useRef(keepsForm);
  keeps.current = keepsForm;

  // Reload, closing the tab, another site.
  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the question only with a returnValue set
      event.returnValue = UNSAVED_MESSAGE;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  // Links, tabs, navigate(): the router's history push/replace.
  useEffect(() => {
    const history = navigator as unknown as Partial<HistoryNavigator>;
    if (!when || typeof history.push !== 'function' || typeof history.replace !== 'function') return undefined;
    const original = { push: history.push, replace: history.replace };
    const hold =
      (go: Navigate): Navigate =>
      (to, ...rest) => {
        const path = typeof to === 'string' ? parsePath(to) : ((to ?? {}) as { pathname?: string; search?: string });
        const next = { pathname: path.pathname ?? current.current.pathname, search: path.search ?? '' };
        if (keeps.current(next, current.current)) go.call(history, to, ...rest);
        else setPending(() => () => go.call(history, to, ...rest));
      };
    history.push = hold(original.push);
    history.replace = hold(original.replace);
    return () => {
      history.push = original.push;
      history.replace = original.replace;
    };
  }, [when, navigator]);

  // The browser's back and forward.
  const leaving = useRef(false);
  useEffect(() => {
    if (!when) return undefined;
    const formIndex = (window.history.state as { idx?: unknown } | null)?.idx;
    let undoing = false;
    const onPopState = (event: PopStateEvent) => {
      if (leaving.current) return;
      if (undoing) {
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      const nextIndex = (event.state as { idx?: unknown } | null)?.idx;
      if (typeof formIndex !== 'number' || typeof nextIndex !== 'number') return;
      const next = { pathname: window.location.pathname, search: window.location.search };
      if (keeps.current(next, current.current)) return;
      event.stopImmediatePropagation();
      const delta = formIndex - nextIndex;
      undoing = true;
      window.history.go(delta);
      setPending(() => () => {
        leaving.current = true;
        window.history.go(-delta);
      });
    };
    window.addEventListener('popstate', onPopState, true);
    return () => window.removeEventListener('popstate', onPopState, true);
  }, [when, location.key]);

  useEffect(() => {
    leaving.current = false;
  }, [location.key]);

  // A navigation held while the changes were being saved (the page navigates once saved) goes on by itself.
  useEffect(() => {
    if (when || !pending) return;
    setPending(null);
    pending();
  }, [when, pending]);

  return (
    <ConfirmDialog
      open={pending !== null && when}
      title={UNSAVED_TITLE}
      message={UNSAVED_MESSAGE}
      confirmLabel="Opuść stronę"
      cancelLabel="Zostań"
      destructive
      onConfirm={() => {
        const proceed = pending;
        setPending(null);
        proceed?.();
      }}
      onCancel={() => setPending(null)}
    />
  );
}

/**
 * UnsavedChangesPrompt for a react-final-form form (render it inside the <Form>): it asks while the form is dirty,
 * and no more once a submit succeeded with nothing changed since (the page may then navigate away).
 */
export function FormUnsavedChangesPrompt({ keepsForm }: Pick<UnsavedChangesPromptProps, 'keepsForm'>) {
  const { dirty, submitSucceeded, dirtySinceLastSubmit, submitting } = useFormState({
    subscription: { dirty: true, submitSucceeded: true, dirtySinceLastSubmit: true, submitting: true },
  });
  const saved = submitSucceeded && !dirtySinceLastSubmit;
  return <UnsavedChangesPrompt when={dirty === true && !saved && !submitting} keepsForm={keepsForm} />;
}
