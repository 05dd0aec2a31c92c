import { put } from 'redux-saga/effects';
import { createCommand, type OwnerAgreementDto, type OwnerDto, type OwnerStatementDto } from '@gospodarz/shared';
import { ownersApi } from './api';
import { ownerDetail, ownerList, ownerStatements } from './slice';

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

function* reloadStatements(data: OwnerStatementDto) {
  yield put(ownerStatements.actions.load(data.attributes.ownerId));
}

export const prepareStatement = createCommand('owners/prepareStatement', ownersApi.prepareStatement, { subject: 'tego rozliczenia', notice: 'Rozliczenie zostało przygotowane.', then: reloadStatements });
export const approveStatement = createCommand('owners/approveStatement', ownersApi.approveStatement, { subject: 'tego rozliczenia', notice: 'Rozliczenie zostało zatwierdzone.', notifyFailure: true, then: reloadStatements });
export const markStatementPaid = createCommand('owners/markStatementPaid', ownersApi.markStatementPaid, { subject: 'tego rozliczenia', notice: 'Rozliczenie oznaczono jako zapłacone.', notifyFailure: true, then: reloadStatements });
export const sendStatement = createCommand('owners/sendStatement', ownersApi.sendStatement, { subject: 'tego rozliczenia', notice: 'Rozliczenie zostało wysłane do właściciela.', notifyFailure: true, then: reloadStatements });
