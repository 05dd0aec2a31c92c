import { act, render, screen } from '@testing-library/react';
import { useMediaQuery } from './useMediaQuery';

function Probe({ query }: { query: string }) {
  const matches = useMediaQuery(query);
  return <p data-testid="matches">{String(matches)}</p>;
}

describe('useMediaQuery', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('answers whether the query matches, and follows its changes', () => {
    let matches = false;
    const listeners = new Set<() => void>();
    window.matchMedia = jest.fn((media: string) => ({
      get matches() {
        return media === '(max-width: 47.99em)' && matches;
      },
      media,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
    const { unmount } = render(<Probe query="(max-width: 47.99em)" />);
    expect(screen.getByTestId('matches')).toHaveTextContent('false');
    act(() => {
      matches = true;
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByTestId('matches')).toHaveTextContent('true');
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('is undefined where the browser has no media queries', () => {
    delete (window as Partial<Window>).matchMedia;
    render(<Probe query="(min-width: 64em)" />);
    expect(screen.getByTestId('matches')).toHaveTextContent('undefined');
  });
});
