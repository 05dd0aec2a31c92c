import { Text } from '@gospodarz/shared';

/** '★★★★☆', read as 'Ocena 4 z 5'. */
export function Stars({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' | 'lg' }) {
  const whole = Math.round(rating);
  return (
    <Text as="span" role="img" aria-label={`Ocena ${rating} z 5`} color="orange.solid" textStyle={size === 'lg' ? '2xl' : size} letterSpacing="wider">
      {'★'.repeat(whole)}
      <Text as="span" color="fg.subtle">
        {'★'.repeat(5 - whole)}
      </Text>
    </Text>
  );
}
