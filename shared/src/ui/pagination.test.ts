import { paginationWindow } from './pagination';

describe('paginationWindow', () => {
  it('shows the first pages, the window and the last two on page 1 of 20', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 19, 20]);
  });

  it('centres five pages on page 10 of 20, with both edges and two ellipses', () => {
    expect(paginationWindow(10, 20)).toEqual([1, 2, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 19, 20]);
  });

  it('shifts the window inwards on the last page', () => {
    expect(paginationWindow(20, 20)).toEqual([1, 2, 'ellipsis', 16, 17, 18, 19, 20]);
  });

  it('lists every page when there are only 7', () => {
    expect(paginationWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationWindow(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    // page 6 of 10: the window is 4..8, and the only gaps (3, 9) are single pages
    expect(paginationWindow(6, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(paginationWindow(6, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'ellipsis', 11, 12]);
  });

  it('clamps a page outside the range and handles no pages', () => {
    expect(paginationWindow(99, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(0, 1)).toEqual([1]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});
