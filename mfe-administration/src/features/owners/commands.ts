import { put } from 'redux-saga/effects';
import { createCommand, type OwnerAgreementDto, type OwnerDto } from '@gospodarz/shared';
import { ownersApi } from './api';
import { ownerDetail, ownerList } from './slice';

export const SAVED = 'Dane zostały zapisane.';

export const saveOwner = createCommand('owners/save', ownersApi.save, {
  subject: 'tego właściciela',
  notice: SAVED,
  *then(data: OwnerDto) {
    yield put(ownerDetail.actions.loaded(data));
  },
});

export const removeOwner = createCommand('owners/remove', ownersApi.remove, {
  subject: 'tego właściciela',
  notice: 'Właściciel został usunięty.',
  notifyFailure: true,
  *then() {
    yield put(ownerList.actions.load());
  },
});

function* reloadOwner(data: OwnerAgreementDto) {
  yield put(ownerDetail.actions.load(data.attributes.ownerId));
}

export const addAgreement = createCommand('owners/addAgreement', ownersApi.addAgreement, { subject: 'tej umowy', notice: 'Umowa została dodana.', then: reloadOwner });
export const changeTerms = createCommand('owners/changeTerms', ownersApi.changeTerms, { subject: 'tej umowy', notice: 'Nowe warunki zostały zapisane.', then: reloadOwner });
export const endAgreement = createCommand('owners/endAgreement', ownersApi.endAgreement, { subject: 'tej umowy', notice: SAVED, notifyFailure: true, then: reloadOwner });
