import { Button, HStack } from './chakra';

/** The foot of every filter panel: 'Filtruj' submits the panel's form, 'Wyczyść' empties it. */
export function FilterActions({ onClear }: { onClear: () => void }) {
  return (
    <HStack gap="2">
      <Button type="submit" flex="1">
        Filtruj
      </Button>
      <Button type="button" variant="outline" onClick={onClear}>
        Wyczyść
      </Button>
    </HStack>
  );
}
