import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

export interface LoadingScreenProps {
  /** defaults to 'Ładowanie…' */
  label?: string;
  /** fill the whole viewport (the first load of the page) instead of the content area */
  fullPage?: boolean;
}

/** A spinner with its text, while a page or a section loads. */
export function LoadingScreen({ label = 'Ładowanie…', fullPage = false }: LoadingScreenProps) {
  return (
    <Center minH={fullPage ? '100dvh' : '40vh'} role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="xl" color="colorPalette.solid" borderWidth="3px" />
        <Text color="fg.muted">{label}</Text>
      </Stack>
    </Center>
  );
}
