import { useNavigate } from '@gospodarz/shared/router';
import { Button, HStack } from '@gospodarz/shared';

/** The password screens' buttons: Anuluj back to /login, Wyślij submitting the form. */
export function CancelSendButtons({ submitting = false }: { submitting?: boolean }) {
  const navigate = useNavigate();
  return (
    <HStack justify="flex-end">
      <Button type="button" variant="outline" onClick={() => navigate('/login')}>
        Anuluj
      </Button>
      <Button type="submit" loading={submitting} disabled={submitting} loadingText="Wyślij">
        Wyślij
      </Button>
    </HStack>
  );
}
