import { useState } from 'react';
import { useField } from 'react-final-form';
import { Field, HStack, Input, Tag, Text } from '@gospodarz/shared';

/** Tags typed one by one (Enter or comma adds, × removes), at most `max` (5 by default). */
export function TagInputField({ name, label, max = 5 }: { name: string; label: string; max?: number }) {
  const { input } = useField<string[]>(name, { subscription: { value: true } });
  const tags: string[] = Array.isArray(input.value) ? input.value : [];
  const [text, setText] = useState('');
  const full = tags.length >= max;
  const add = () => {
    const tag = text.trim().replace(/\|/g, '');
    if (tag && !full && !tags.some((t) => t.toLowerCase() === tag.toLowerCase())) input.onChange([...tags, tag]);
    setText('');
  };
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      {tags.length > 0 ? (
        <HStack gap="1" wrap="wrap" mb="1">
          {tags.map((tag) => (
            <Tag.Root key={tag} size="md" colorPalette="teal">
              <Tag.Label>{tag}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={`Usuń ${tag}`} onClick={() => input.onChange(tags.filter((t) => t !== tag))} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </HStack>
      ) : null}
      <Input
        value={text}
        disabled={full}
        placeholder={full ? `Najwyżej ${max}` : 'Wpisz i naciśnij Enter'}
        onChange={(e) => setText(e.target.value)}
        onBlur={add}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ',') {
            e.preventDefault();
            add();
          }
        }}
      />
      <Text textStyle="xs" color="fg.muted">
        {tags.length}/{max}
      </Text>
    </Field.Root>
  );
}
