import { cloneElement, createContext, useContext, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazyNamespace, provideLazyUi } from './lazy';

type Parts = {
  Root: (props: { open?: boolean; children?: ReactNode }) => ReactNode;
  Trigger: (props: { asChild?: boolean; children?: ReactNode }) => ReactNode;
  Content: (props: { children?: ReactNode }) => ReactNode;
};

/** A compound component whose chunk arrives when `arrive()` is called. */
function deferredParts(name: string) {
  let arrive!: () => void;
  const importer = jest.fn(
    () =>
      new Promise<Parts>((resolve) => {
        arrive = () =>
          resolve({
            Root: ({ open, children }) => <div data-testid="real-root" data-open={String(open)}>{children}</div>,
            Trigger: ({ children }) => <div data-testid="real-trigger">{children}</div>,
            Content: ({ children }) => <div data-testid="real-content">{children}</div>,
          });
      }),
  );
  return { Overlay: lazyNamespace<Parts>(name, importer), importer, arrive: () => act(async () => arrive()) };
}

type MenuParts = {
  Root: (props: { open?: boolean; onOpenChange?: (details: { open: boolean }) => void; children?: ReactNode }) => ReactNode;
  Trigger: (props: { asChild?: boolean; children?: ReactNode }) => ReactNode;
  Content: (props: { children?: ReactNode }) => ReactNode;
};

/**
 * An overlay opened by its trigger, as Chakra's: its trigger (asChild) takes the ref and toggles it on click, its
 * content shows while open; `open` and `onOpenChange` control it, or it keeps its own state.
 */
function deferredMenu(name: string, popup: 'menu' | 'dialog') {
  const OpenContext = createContext<{ open: boolean; toggle(): void }>({ open: false, toggle: () => undefined });
  const real: MenuParts = {
    Root({ open, onOpenChange, children }) {
      const [own, setOwn] = useState(false);
      const shown = open ?? own;
      const toggle = () => (onOpenChange ? onOpenChange({ open: !shown }) : setOwn(!shown));
      return <OpenContext value={{ open: shown, toggle }}>{children}</OpenContext>;
    },
    Trigger({ children, ...props }: { children?: ReactNode; ref?: Ref<HTMLElement> }) {
      const { toggle } = useContext(OpenContext);
      return cloneElement(children as ReactElement<Record<string, unknown>>, { ref: props.ref, onClick: toggle, 'data-real': 'true' });
    },
    Content: ({ children }) => (useContext(OpenContext).open ? <div role="menu">{children}</div> : null),
  };
  let arrive!: () => void;
  const importer = jest.fn(() => new Promise<MenuParts>((resolve) => (arrive = () => resolve(real))));
  return { Menu: lazyNamespace<MenuParts>(name, importer, { popup }), importer, arrive: () => act(async () => arrive()) };
}

/** A tooltip as Chakra's: its trigger (asChild) shows the content while focused or pointed at. */
function deferredTooltip(name: string) {
  const OpenContext = createContext<{ open: boolean; setOpen(open: boolean): void }>({ open: false, setOpen: () => undefined });
  const real: MenuParts = {
    Root({ children }) {
      const [open, setOpen] = useState(false);
      return <OpenContext value={{ open, setOpen }}>{children}</OpenContext>;
    },
    Trigger({ children, ...props }: { children?: ReactNode; ref?: Ref<HTMLElement> }) {
      const { setOpen } = useContext(OpenContext);
      return cloneElement(children as ReactElement<Record<string, unknown>>, {
        ref: props.ref,
        onFocus: () => setOpen(true),
        onBlur: () => setOpen(false),
        'data-real': 'true',
      });
    },
    Content: ({ children }) => (useContext(OpenContext).open ? <div role="tooltip">{children}</div> : null),
  };
  let arrive!: () => void;
  const importer = jest.fn(() => new Promise<MenuParts>((resolve) => (arrive = () => resolve(real))));
  return { Tooltip: lazyNamespace<MenuParts>(name, importer, { popup: 'tooltip' }), importer, arrive: () => act(async () => arrive()) };
}

describe('lazyNamespace', () => {
  it('leaves a closed overlay’s chunk unfetched until it is opened, then shows it', async () => {
    const { Overlay, importer, arrive } = deferredParts('ClosedDialog');
    const view = (open: boolean) => (
      <Overlay.Root open={open}>
        <Overlay.Content>Treść okna</Overlay.Content>
      </Overlay.Root>
    );
    const { rerender } = render(view(false));
    expect(importer).not.toHaveBeenCalled();
    expect(screen.queryByText('Treść okna')).toBeNull();

    await act(async () => rerender(view(true)));
    expect(importer).toHaveBeenCalledTimes(1);
    await arrive();
    expect(await screen.findByTestId('real-content')).toHaveTextContent('Treść okna');
    expect(screen.getByTestId('real-root')).toHaveAttribute('data-open', 'true');
  });

  it('mounts an overlay opened once its chunk is here closed first, then opens it (as if it had been there all along)', async () => {
    // a dialog mounted open takes the focus another dialog hands back as it closes for a move outside, and closes
    const seen: string[] = [];
    const real = {
      Root: ({ open, children }: { open?: boolean; children?: ReactNode }) => {
        seen.push(String(open));
        return <div data-open={String(open)}>{children}</div>;
      },
    };
    const Overlay = lazyNamespace<typeof real>('SecondDialog', () => new Promise<typeof real>(() => undefined));
    const { rerender } = render(<Overlay.Root open={false}>Nowa rezerwacja</Overlay.Root>);
    expect(seen).toEqual([]);
    // the chunk arrives (the first dialog brought it), and then this one is opened
    provideLazyUi({ SecondDialog: real });
    await act(async () => rerender(<Overlay.Root open>Nowa rezerwacja</Overlay.Root>));
    expect(seen[0]).toBe('false');
    expect(seen.at(-1)).toBe('true');
    expect(screen.getByText('Nowa rezerwacja')).toHaveAttribute('data-open', 'true');
  });

  it('fetches a closed overlay with a trigger only when the trigger is reached, and opens it when pressed', async () => {
    const { Menu, importer, arrive } = deferredMenu('RowMenu', 'menu');
    render(
      <Menu.Root>
        <Menu.Trigger asChild>
          <button type="button">Akcje</button>
        </Menu.Trigger>
        <Menu.Content>Anuluj rezerwację</Menu.Content>
      </Menu.Root>,
    );
    const standIn = screen.getByRole('button', { name: 'Akcje' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(importer).not.toHaveBeenCalled();

    fireEvent.pointerEnter(standIn);
    expect(importer).toHaveBeenCalledTimes(1);
    fireEvent.click(standIn);
    expect(screen.queryByText('Anuluj rezerwację')).toBeNull();
    await arrive();
    // the real trigger is pressed for the user: the menu opens, and the focus is on its trigger
    expect(await screen.findByText('Anuluj rezerwację')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Akcje' })).toHaveAttribute('data-real', 'true');
    expect(screen.getByRole('button', { name: 'Akcje' })).toHaveFocus();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('wakes a controlled overlay through its own onOpenChange when its stand-in trigger is pressed', async () => {
    const { Menu, arrive } = deferredMenu('DatePickerPopover', 'dialog');
    function Picker() {
      const [open, setOpen] = useState(false);
      return (
        <Menu.Root open={open} onOpenChange={({ open: next }) => setOpen(next)}>
          <Menu.Trigger asChild>
            <button type="button">Otwórz kalendarz</button>
          </Menu.Trigger>
          <Menu.Content>listopad 2026</Menu.Content>
        </Menu.Root>
      );
    }
    render(<Picker />);
    expect(screen.getByRole('button', { name: 'Otwórz kalendarz' })).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Otwórz kalendarz' }));
    await arrive();
    expect(await screen.findByText('listopad 2026')).toBeInTheDocument();
  });

  it('fetches a trigger without an element of its own at once, and shows the real parts when they are here', async () => {
    const { Overlay, importer, arrive } = deferredParts('DrawerWithPlainTrigger');
    render(
      <Overlay.Root open={false}>
        <Overlay.Trigger>Menu</Overlay.Trigger>
        <Overlay.Content>Sekcje</Overlay.Content>
      </Overlay.Root>,
    );
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Sekcje')).toBeNull();
    await arrive();
    expect(await screen.findByTestId('real-trigger')).toHaveTextContent('Menu');
    expect(screen.getByTestId('real-root')).toHaveAttribute('data-open', 'false');
  });

  it('fetches a part that is no overlay (it manages its own state) at once', () => {
    const { Overlay, importer } = deferredParts('UncontrolledTabs');
    render(
      <Overlay.Root>
        <Overlay.Trigger asChild>
          <button type="button">Akcje</button>
        </Overlay.Trigger>
      </Overlay.Root>,
    );
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Akcje' })).toBeInTheDocument();
  });

  it('never renders a part without its real root, even when the module arrives while the root still stands in', async () => {
    // the real parts, as Chakra's: a part outside its root's provider throws (React #520 in a concurrent render)
    const RootContext = createContext(false);
    const real = {
      Root: ({ children }: { open?: boolean; children?: ReactNode }) => <RootContext value>{children}</RootContext>,
      Content: ({ children }: { children?: ReactNode }) => {
        if (!useContext(RootContext)) throw new Error('useDialogContext returned `undefined`');
        return <div data-testid="real-content">{children}</div>;
      },
    };
    const Overlay = lazyNamespace<typeof real>('RacedDialog', () => new Promise<typeof real>(() => undefined));
    let bump!: () => void;
    function Body() {
      const [count, setCount] = useState(0);
      bump = () => setCount((c) => c + 1);
      return <Overlay.Content>Treść {count}</Overlay.Content>;
    }
    const view = (open: boolean) => (
      <Overlay.Root open={open}>
        <Body />
      </Overlay.Root>
    );
    const { rerender } = render(view(false));
    // the module becomes known (another import brought it) and only the body renders again, under the stand-in root
    provideLazyUi({ RacedDialog: real });
    await act(async () => bump());
    expect(screen.queryByTestId('real-content')).toBeNull();
    // once the root renders, it is the real one, and so are its parts
    rerender(view(true));
    expect(screen.getByTestId('real-content')).toHaveTextContent('Treść 0');
  });
  it('fetches a tooltip only when its trigger is pointed at or focused, and shows it to a keyboard user who tabbed there', async () => {
    const { Tooltip, importer, arrive } = deferredTooltip('HelpTooltip');
    render(
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button type="button">Jak liczymy</button>
        </Tooltip.Trigger>
        <Tooltip.Content>Przychód to suma zapłaconych rezerwacji.</Tooltip.Content>
      </Tooltip.Root>,
    );
    const standIn = screen.getByRole('button', { name: 'Jak liczymy' });
    expect(standIn).not.toHaveAttribute('aria-haspopup');
    expect(importer).not.toHaveBeenCalled();

    act(() => standIn.focus());
    expect(importer).toHaveBeenCalledTimes(1);
    await arrive();
    // the real trigger takes the focus, so the tooltip shows as if it had been there
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Przychód to suma zapłaconych rezerwacji.');
    expect(screen.getByRole('button', { name: 'Jak liczymy' })).toHaveAttribute('data-real', 'true');
    expect(screen.getByRole('button', { name: 'Jak liczymy' })).toHaveFocus();
  });
});
