import { all, takeLatest } from 'redux-saga/effects';
import { requestSaga, type ApiResult } from '@gospodarz/shared';
import { ownersApi } from './api';
import { apartmentChoices, ownerDetail, ownerList, ownerStatements } from './slice';

async function apartments(): Promise<ApiResult<Array<{ value: string; label: string }>>> {
  const result = await ownersApi.apartments();
  if (!result.ok) return result;
  const choices = result.data.flatMap((listing) =>
    listing.attributes.apartmentsAttributes.map((apartment) => ({ value: String(apartment.id), label: `${listing.attributes.name} › ${apartment.name}` })),
  );
  return { ...result, data: choices };
}

export function* ownersSaga() {
  yield all([
    takeLatest(ownerList.types.load, requestSaga(ownerList, ownersApi.list)),
    takeLatest(ownerDetail.types.load, requestSaga(ownerDetail, ownersApi.get)),
    takeLatest(apartmentChoices.types.load, requestSaga(apartmentChoices, apartments)),
    takeLatest(ownerStatements.types.load, requestSaga(ownerStatements, ownersApi.statements)),
  ]);
}
