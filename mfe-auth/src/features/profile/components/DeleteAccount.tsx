import { useDispatch } from 'react-redux';
import { useNavigate } from '@gospodarz/shared/router';
import { Button, useConfirm } from '@gospodarz/shared';
import { sessionActions, type Outcome } from '../../session';

export const DELETE_CONFIRM = 'Czy na pewno chcesz usunąć konto?';

/** 'Usuń konto': asks first; the session saga deletes, shows the toast and signs out. */
export function DeleteAccount() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();

  const onClick = async () => {
    const yes = await confirm({ title: DELETE_CONFIRM, confirmLabel: 'Usuń konto', destructive: true });
    if (!yes) return;
    const outcome = await new Promise<Outcome>((resolve) => dispatch(sessionActions.deleteRequested(resolve)));
    if (outcome.ok) navigate('/login', { replace: true });
  };

  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => void onClick()}>
        Usuń konto
      </Button>
      {dialog}
    </>
  );
}
