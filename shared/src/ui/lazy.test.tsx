import { createContext, useContext, useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
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

  it('fetches a closed overlay that has a trigger, shows the trigger meanwhile, and then renders the real parts', async () => {
    const { Overlay, importer, arrive } = deferredParts('DrawerWithTrigger');
    render(
      <Overlay.Root open={false}>
        <Overlay.Trigger asChild>
          <button type="button">Menu</button>
        </Overlay.Trigger>
        <Overlay.Content>Sekcje</Overlay.Content>
      </Overlay.Root>,
    );
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByText('Sekcje')).toBeNull();
    expect(importer).toHaveBeenCalledTimes(1);
    await arrive();
    expect(await screen.findByTestId('real-trigger')).toContainElement(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByTestId('real-root')).toHaveAttribute('data-open', 'false');
  });

  it('fetches an overlay rendered without `open` (it manages its own state) at once', () => {
    const { Overlay, importer } = deferredParts('UncontrolledMenu');
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
});
