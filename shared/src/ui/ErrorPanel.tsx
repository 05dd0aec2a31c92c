import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';

export interface ErrorPanelProps {
  /** defaults to 'Coś poszło nie tak' */
  title?: string;
  /** defaults to 'Nie udało się wczytać danych.' */
  message?: ReactNode;
  /** shows the 'Spróbuj ponownie' button */
  onRetry?: () => void;
  retryLabel?: string;
}

/** An error in place of a screen or a section (the host shows it for a remote that fails), with a retry. */
export function ErrorPanel({
  title = 'Coś poszło nie tak',
  message = 'Nie udało się wczytać danych.',
  onRetry,
  retryLabel = 'Spróbuj ponownie',
}: ErrorPanelProps) {
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start" my="4">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
        {onRetry ? (
          <Button alignSelf="flex-start" size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
      </Stack>
    </Alert.Root>
  );
}
