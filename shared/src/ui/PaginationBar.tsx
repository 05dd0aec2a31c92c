import { Button, IconButton } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { paginationWindow } from './pagination';

export interface PaginationBarProps {
  /** the current page, from 1 */
  page: number;
  /** how many pages there are (the API's `pagination.pages`) */
  pages: number;
  onPageChange: (page: number) => void;
  /** accessible name of the navigation; defaults to 'Stronicowanie' */
  label?: string;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * The page buttons under a list: previous/next and the pages of `paginationWindow`, the current one marked
 * with aria-current. Renders nothing when there is at most one page.
 */
export function PaginationBar({ page, pages, onPageChange, label = 'Stronicowanie', size = 'sm' }: PaginationBarProps) {
  if (pages <= 1) return null;
  const slots = paginationWindow(page, pages);
  return (
    <chakra.nav aria-label={label}>
      <HStack gap="1" wrap="wrap" justify="center">
        <IconButton
          aria-label="Poprzednia strona"
          variant="ghost"
          size={size}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <span aria-hidden="true">‹</span>
        </IconButton>
        {slots.map((slot, index) =>
          slot === 'ellipsis' ? (
            <chakra.span key={`ellipsis-${index}`} px="2" color="fg.muted" aria-hidden="true">
              …
            </chakra.span>
          ) : (
            <Button
              key={slot}
              size={size}
              minW="9"
              variant={slot === page ? 'solid' : 'ghost'}
              aria-current={slot === page ? 'page' : undefined}
              onClick={() => {
                if (slot !== page) onPageChange(slot);
              }}
            >
              {slot}
            </Button>
          ),
        )}
        <IconButton
          aria-label="Następna strona"
          variant="ghost"
          size={size}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          <span aria-hidden="true">›</span>
        </IconButton>
      </HStack>
    </chakra.nav>
  );
}
