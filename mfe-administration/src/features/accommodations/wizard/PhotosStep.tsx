import { useEffect, useMemo, useState } from 'react';
import { useField } from 'react-final-form';
import { Box, Button, Field, HStack, Image, Input, NOT_AN_IMAGE, SimpleGrid, Stack, Text, isImageFile, type ApartmentImage } from '@gospodarz/shared';
import type { ApartmentStepProps } from './ApartmentSteps';

export const ACCEPTED_IMAGES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/**
 * Which chosen files may be sent, and the Polish message for those that may not: the type and size first, then the
 * file's first bytes (a file named .png that is not an image is refused here, as the server would refuse it).
 */
export async function checkImageFiles(files: File[]): Promise<{ accepted: File[]; error: string | null }> {
  const accepted: File[] = [];
  let error: string | null = null;
  for (const file of files) {
    if (!ACCEPTED_IMAGES.includes(file.type)) error = NOT_AN_IMAGE;
    else if (file.size > MAX_IMAGE_BYTES) error = 'Plik jest zbyt duży (maksymalnie 8 MB)';
    else if (!(await isImageFile(file))) error = `Plik „${file.name}” nie jest obrazem. ${NOT_AN_IMAGE}`;
    else accepted.push(file);
  }
  return { accepted, error };
}

function usePreviews(files: File[]): string[] {
  const urls = useMemo(
    () => files.map((f) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(f) : '')),
    [files],
  );
  useEffect(
    () => () => {
      for (const url of urls) if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

function Thumb({ src, alt, onLeft, onRight, onRemove }: { src: string; alt: string; onLeft?: () => void; onRight?: () => void; onRemove: () => void }) {
  return (
    <Stack as="li" gap="2" borderWidth="1px" rounded="md" p="2" listStyleType="none">
      <Box bg="bg.muted" rounded="sm" overflow="hidden" h="32">
        {src ? <Image src={src} alt={alt} objectFit="cover" w="full" h="full" /> : <Text p="2">{alt}</Text>}
      </Box>
      <HStack gap="1" wrap="wrap">
        <Button size="xs" variant="outline" onClick={onLeft} disabled={!onLeft} aria-label={`Przesuń w lewo: ${alt}`}>
          ←
        </Button>
        <Button size="xs" variant="outline" onClick={onRight} disabled={!onRight} aria-label={`Przesuń w prawo: ${alt}`}>
          →
        </Button>
        <Button size="xs" colorPalette="red" variant="outline" onClick={onRemove} aria-label={`Usuń zdjęcie: ${alt}`}>
          Usuń
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * Zdjęcia: stored photos (reorder, remove) and newly chosen files, which are sent with the listing when it is saved
 * ('Zapisz jako roboczy' or 'Zakończ'); only image files are accepted.
 */
export function PhotosStep({ prefix, number }: ApartmentStepProps) {
  const stored = useField<ApartmentImage[]>(`${prefix}.images`, { subscription: { value: true } }).input;
  const fresh = useField<File[]>(`${prefix}.newImages`, { subscription: { value: true } }).input;
  const images: ApartmentImage[] = Array.isArray(stored.value) ? stored.value : [];
  const files: File[] = Array.isArray(fresh.value) ? fresh.value : [];
  const previews = usePreviews(files);
  const [error, setError] = useState<string | null>(null);
  const inputId = `photos-${number}`;

  const choose = async (list: File[]) => {
    const { accepted, error: message } = await checkImageFiles(list);
    setError(message);
    if (accepted.length > 0) fresh.onChange([...files, ...accepted]);
  };

  return (
    <Stack gap="4">
      <Field.Root invalid={!!error}>
        <Field.Label htmlFor={inputId}>Dodaj zdjęcia</Field.Label>
        <Input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPTED_IMAGES.join(',')}
          p="1"
          onChange={(e) => {
            const chosen = Array.from(e.currentTarget.files ?? []);
            e.currentTarget.value = '';
            void choose(chosen);
          }}
        />
        <Field.HelperText>PNG, JPEG, WebP lub GIF, do 8 MB każde. Nowe zdjęcia zostaną przesłane przy zapisie obiektu.</Field.HelperText>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      {images.length === 0 && files.length === 0 ? <Text color="fg.muted">Brak zdjęć.</Text> : null}
      <SimpleGrid as="ul" columns={{ base: 2, md: 4 }} gap="3" p="0" m="0" aria-label="Zdjęcia apartamentu">
        {images.map((image, i) => (
          <Thumb
            key={image.id}
            src={image.url}
            alt={`Zdjęcie ${i + 1}`}
            onLeft={i > 0 ? () => stored.onChange(move(images, i, i - 1)) : undefined}
            onRight={i < images.length - 1 ? () => stored.onChange(move(images, i, i + 1)) : undefined}
            onRemove={() => stored.onChange(images.filter((x) => x.id !== image.id))}
          />
        ))}
        {files.map((file, i) => (
          <Thumb
            key={`${file.name}-${i}`}
            src={previews[i]}
            alt={file.name}
            onLeft={i > 0 ? () => fresh.onChange(move(files, i, i - 1)) : undefined}
            onRight={i < files.length - 1 ? () => fresh.onChange(move(files, i, i + 1)) : undefined}
            onRemove={() => fresh.onChange(files.filter((_, j) => j !== i))}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
