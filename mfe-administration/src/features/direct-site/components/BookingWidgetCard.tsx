import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Card, Text, chakra, notify } from '@gospodarz/shared';
import { directSiteApi } from '../api';

/**
 * 'Integracje' › 'Silnik rezerwacji' (issue 39): the one <script> tag the host pastes into their own website (the
 * published site's id), 'Kopiuj', and a live preview: the same script loaded here, drawing its picker in a shadow
 * root below.
 */
export function BookingWidgetCard() {
  const [state, setState] = useState<{ id: string; published: boolean } | null>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void directSiteApi.load().then((result) => {
      if (result.ok) setState({ id: result.data.id, published: result.data.attributes.published });
    });
  }, []);
  const src = state ? `${window.location.origin}/s/widget/${state.id}.js` : '';
  const snippet = `<script src="${src}" async></script>`;
  useEffect(() => {
    const box = previewRef.current;
    if (!box || !state?.published) return;
    box.replaceChildren();
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    box.appendChild(script);
  }, [state, src]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      notify({ type: 'success', description: 'Skopiowano kod.' });
    } catch {
      notify({ type: 'error', description: 'Nie udało się skopiować. Zaznacz kod i skopiuj go ręcznie.' });
    }
  };
  return (
    <Card.Root as="article" aria-label="Silnik rezerwacji">
      <Card.Body gap="2">
        <Card.Title>Silnik rezerwacji</Card.Title>
        <Badge alignSelf="start" colorPalette={state?.published ? 'green' : 'gray'}>
          {state?.published ? 'Połączone' : 'Niepołączone'}
        </Badge>
        {!state?.published ? (
          <Text color="fg.muted">Opublikuj stronę w „Kreatorze strony”, aby dostać kod do osadzenia na własnej stronie.</Text>
        ) : (
          <>
            <Text color="fg.muted">Wklej ten kod na swojej stronie w miejscu, gdzie ma się pojawić wybór terminu i liczby gości.</Text>
            <chakra.pre aria-label="Kod do osadzenia" p="2" bg="bg.muted" borderRadius="md" fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-all">
              {snippet}
            </chakra.pre>
            <Button alignSelf="start" size="sm" onClick={copy}>
              Kopiuj
            </Button>
            <Text fontWeight="semibold">Podgląd</Text>
            <Box ref={previewRef} data-testid="widget-preview" />
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
