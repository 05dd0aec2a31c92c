// The heavy Chakra components (each with its Zag state machine, positioning, focus trap…) arrive in chunks of
// their own instead of with the first page: the sign-in page never needs a menu or a dialog. Every exported name
// and part stays the same (`Menu.Root`, `Dialog.Content`…): a part renders the real one as soon as its chunk is
// here. A chunk is fetched when one of its parts is first rendered, except for a closed overlay (a row's menu, a
// date picker, a dialog): its trigger stands in until the user points at, focuses or presses it. All the others
// arrive at the user's first interaction, when the browser is idle. A page thus loads only what it shows. The chunks
// belong to the shared package's own build, so they use the same Chakra modules and context as the rest of the kit.
//
// Two ways to wait for a chunk. Overlays (menus, dialogs, tooltips…) wait in place: a root shows its children,
// anything else nothing, which is what a closed overlay shows anyway. What a page shows at once (tables, selects,
// the data table…) is made with `suspend`: it suspends to the nearest Suspense boundary (a section's loading
// screen) like React.lazy, so a page never appears without its table; and loadSectionKit() fetches those chunks
// together with a section, so that they are here before it renders.
import {
  Suspense,
  cloneElement,
  createContext,
  isValidElement,
  use,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

type Namespace = Record<string, unknown>;

interface LazyNamespace {
  name: string;
  /** fetched by loadSectionKit() (what section pages render at once) */
  sectionKit: boolean;
  loaded: Namespace | undefined;
  load(): Promise<Namespace>;
}

const namespaces: LazyNamespace[] = [];
// Modules handed over by provideLazyUi (tests), also for stand-ins created after it was called.
const provided: Record<string, Namespace> = {};

function lazyHolder(name: string, importer: () => Promise<Namespace>, sectionKit: boolean): LazyNamespace {
  let promise: Promise<Namespace> | undefined;
  const holder: LazyNamespace = {
    name,
    sectionKit,
    loaded: provided[name],
    load() {
      if (!promise) {
        promise = importer().then(
          (ns) => (holder.loaded = ns),
          (error: unknown) => {
            // A failed chunk (network) may be retried by the next render.
            promise = undefined;
            throw error;
          },
        );
      }
      return promise;
    },
  };
  namespaces.push(holder);
  return holder;
}

/** How a lazily loaded overlay opens (LazyOptions.popup). */
type Popup = 'menu' | 'dialog' | 'tooltip';

type PartProps = Record<string, unknown> & { children?: ReactNode; asChild?: boolean };

/** What a part shows while its chunk is on its way: a root its children, an `asChild` trigger its child. */
function fallbackOf(part: string, props: PartProps): ReactNode {
  if (typeof props.children === 'function') return null;
  if (part === 'Root') return props.children ?? null;
  if (part === 'Trigger' && props.asChild) return props.children ?? null;
  return null;
}

/**
 * A root that is not the real one yet, for its own parts below it: while its chunk is on its way (the root shows its
 * children meanwhile), or while it is closed and its chunk not fetched (a dialog rendered with `open={false}`, a menu
 * not opened yet). Its parts then show their stand-ins even if the chunk arrives in the middle of a render: a real
 * part never renders without its real root's context above it. `wake` renders the real overlay once its chunk is
 * here. Closed overlays thus cost a page nothing until one is used.
 */
const WaitingRoot = createContext<{ holder: LazyNamespace; wake?: (then: ThenTrigger) => void } | null>(null);

/**
 * A root woken by its stand-in trigger, and what the real trigger does once mounted: pressed ('press': it takes the
 * focus and is pressed again, so the overlay opens as if its chunk had always been here and keyboard users keep
 * their place), focused ('focus': a tooltip reached by Tab shows), or nothing.
 */
type ThenTrigger = 'press' | 'focus' | null;

interface Waking {
  holder: LazyNamespace;
  then: ThenTrigger;
}

const WokenRoot = createContext<Waking | null>(null);

type EventHandler = ((event: unknown) => void) | undefined;

/**
 * What a closed overlay's trigger shows while the overlay's chunk is not fetched: its own child, which fetches the
 * chunk when pointed at, focused or pressed, and wakes the root when pressed (a tooltip's: when pointed at or
 * focused). A trigger that is not `asChild` has no element of its own to show: its chunk is fetched at once, and
 * the real parts appear when it is here.
 */
function standInTrigger(holder: LazyNamespace, props: PartProps, wake: (then: ThenTrigger) => void, popup: Popup) {
  const child = props.children;
  if (!props.asChild || !isValidElement(child)) {
    if (!holder.loaded) holder.load().then(() => wake(null), () => undefined);
    return fallbackOf('Trigger', props);
  }
  const own = child.props as Record<string, EventHandler>;
  if (popup === 'tooltip') {
    const wakeOn = (handler: EventHandler, then: ThenTrigger) => (event: unknown) => {
      holder.load().then(() => wake(then), () => undefined);
      handler?.(event);
    };
    return cloneElement(child as ReactElement<Record<string, unknown>>, {
      onPointerEnter: wakeOn(own.onPointerEnter, null),
      onFocus: wakeOn(own.onFocus, 'focus'),
    });
  }
  const prefetch = (handler: EventHandler) => (event: unknown) => {
    holder.load().catch(() => undefined);
    handler?.(event);
  };
  return cloneElement(child as ReactElement<Record<string, unknown>>, {
    'aria-haspopup': popup,
    'aria-expanded': false,
    onPointerEnter: prefetch(own.onPointerEnter),
    onPointerDown: prefetch(own.onPointerDown),
    onFocus: prefetch(own.onFocus),
    // the child's own onClick runs when the real trigger is pressed
    onClick: () => {
      holder.load().then(() => wake('press'), () => undefined);
    },
  });
}

/** `ref` and a callback, both given the element. */
function withRef<T>(ref: unknown, callback: (node: T | null) => void): Ref<T> {
  return (node: T | null) => {
    callback(node);
    if (typeof ref === 'function') ref(node);
    else if (ref && typeof ref === 'object') (ref as { current: T | null }).current = node;
  };
}

function makePart(holder: LazyNamespace, part: string, { suspend, popup }: { suspend: boolean; popup?: Popup }) {
  function Resolved(props: PartProps) {
    const ns = holder.loaded ?? use(holder.load());
    const Real = ns[part] as ComponentType<PartProps> | undefined;
    if (!Real) throw new Error(`${holder.name}.${part} does not exist`);
    return <Real {...props} />;
  }
  // React 19 passes `ref` as a prop, so it reaches the real part through the spread. The Suspense boundary is
  // always rendered (even once loaded), so the tree never changes shape and no state is lost.
  function Part(props: PartProps) {
    const waiting = useContext(WaitingRoot);
    const woken = useContext(WokenRoot);
    if (waiting?.holder === holder) {
      if (waiting.wake && part === 'Trigger') return standInTrigger(holder, props, waiting.wake, popup ?? 'dialog');
      return fallbackOf(part, props);
    }
    if (part === 'Trigger' && woken?.holder === holder && woken.then) {
      props = {
        ...props,
        ref: withRef<HTMLElement>(props.ref, (node) => {
          const then = woken.then;
          if (!node || !then) return;
          woken.then = null;
          // after the overlay's state machine has started (its effects run after this ref)
          setTimeout(() => {
            node.focus();
            if (then === 'press') node.click();
          });
        }),
      };
    }
    if (suspend) return <Resolved {...props} />;
    const fallback = fallbackOf(part, props);
    return (
      <Suspense fallback={part === 'Root' ? <WaitingRoot value={{ holder }}>{fallback}</WaitingRoot> : fallback}>
        <Resolved {...props} />
      </Suspense>
    );
  }
  // A root rendered closed before its chunk is here (`open={false}`, or an overlay opened by its trigger rendered
  // without `open`) renders its children as closed parts (above) until it is opened or its trigger pressed; from
  // then on it is the real one.
  // Opened before it was real, it is first mounted closed and opened by the next render, as if it had been there
  // all along: an overlay mounted open sees the focus another one hands back as it closes (a dialog opening another)
  // as a move outside, and closes at once.
  function Root(props: PartProps) {
    const [phase, setPhase] = useState<'waiting' | 'mounted closed' | 'real'>(() => (holder.loaded ? 'real' : 'waiting'));
    const waking = useRef<Waking>({ holder, then: null });
    const closed = props.open === false || (popup !== undefined && props.open === undefined && !props.defaultOpen);
    const wake = (then: ThenTrigger) => {
      waking.current.then = then;
      setPhase('real');
    };
    useEffect(() => {
      if (phase === 'mounted closed') setPhase('real');
    }, [phase]);
    if (phase === 'waiting' && !closed) setPhase(holder.loaded && props.open === true ? 'mounted closed' : 'real');
    else if (phase === 'waiting') {
      return <WaitingRoot value={{ holder, wake }}>{props.children}</WaitingRoot>;
    }
    return (
      <WokenRoot value={waking.current}>
        <Part {...props} {...(phase === 'mounted closed' ? { open: false } : {})} />
      </WokenRoot>
    );
  }
  const Component: ComponentType<PartProps> = part === 'Root' && !suspend ? Root : Part;
  Component.displayName = `${holder.name}.${part}`;
  return Component;
}

export interface LazyOptions {
  /**
   * Suspend to the nearest Suspense boundary until the chunk is here, instead of rendering a stand-in in place;
   * the chunk is also one of those loadSectionKit() fetches.
   */
  suspend?: boolean;
  /**
   * An overlay opened by pressing its trigger (a menu, a popover, a dialog…: the `aria-haspopup` of its trigger) or
   * by pointing at or focusing it (a tooltip): while it is closed its chunk is fetched only when the user points at,
   * focuses or presses the trigger.
   */
  popup?: Popup;
}

/**
 * A stand-in for a Chakra compound component (`Menu`, `Dialog`…) whose implementation is imported on demand:
 * `Menu.Root`, `Menu.Trigger`… are stable components that render the real parts.
 */
export function lazyNamespace<T>(name: string, importer: () => Promise<T>, { suspend = false, popup }: LazyOptions = {}): T {
  const holder = lazyHolder(name, importer as unknown as () => Promise<Namespace>, suspend);
  const parts = new Map<string, ComponentType<PartProps>>();
  return new Proxy({} as Record<string, unknown>, {
    get(_target, key) {
      // Parts are PascalCase; anything else (`then`, `__esModule`, symbols) is not a part.
      if (typeof key !== 'string' || !/^[A-Z]/.test(key)) return undefined;
      if (holder.loaded && !(key in holder.loaded)) return undefined;
      let part = parts.get(key);
      if (!part) parts.set(key, (part = makePart(holder, key, { suspend, popup })));
      return part;
    },
  }) as T;
}

// Fetching the parts a page does not draw: never during the first page's load (it does not need them), but at the
// first interaction, once the browser is idle, so that a drawer or a popover opens without waiting.
const idle: (callback: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (callback) => window.requestIdleCallback(callback, { timeout: 2000 })
    : (callback) => setTimeout(callback, 200);

let allScheduled = false;

/** Fetches every lazily loaded part of the kit (when the browser is idle); resolves when all are here. */
export function preloadUi(): Promise<void> {
  if (allScheduled) return Promise.all(namespaces.map((n) => n.load())).then(() => undefined);
  allScheduled = true;
  return new Promise<void>((resolve, reject) => {
    idle(() => {
      Promise.all(namespaces.map((n) => n.load())).then(() => resolve(), reject);
    });
  });
}

/**
 * Fetches now (not when idle) the parts that section pages render at once: tables, selects, the data table…
 * The host awaits it with a signed-in section, so that the section appears whole.
 */
export function loadSectionKit(): Promise<void> {
  return Promise.all(namespaces.filter((n) => n.sectionKit).map((n) => n.load())).then(() => undefined);
}

/** Makes the lazy parts render synchronously from now on, given their modules (tests, which have no chunks). */
export function provideLazyUi(modules: Record<string, Namespace>): void {
  allScheduled = true;
  Object.assign(provided, modules);
  for (const holder of namespaces) holder.loaded ??= provided[holder.name];
}

/** The first keypress, click or touch on the page starts fetching the lazy parts. */
export function preloadUiOnFirstInteraction(): () => void {
  if (typeof window === 'undefined' || allScheduled) return () => undefined;
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const start = () => {
    stop();
    void preloadUi().catch(() => undefined);
  };
  const stop = () => events.forEach((e) => window.removeEventListener(e, start, true));
  events.forEach((e) => window.addEventListener(e, start, { capture: true, passive: true }));
  return stop;
}
