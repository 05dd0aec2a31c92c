import { requestDone, requestFailed, requestSent, type AccommodationDto } from '@gospodarz/shared';
import { defaultAccommodation, type AccommodationFormValues } from './model';

/**
 * The feature's state: the list, the listing on the detail page, and the wizard's accommodation form. The form
 * lives here rather than in one final-form because each wizard step is its own route (and its own small form):
 * the store keeps what earlier steps collected while the user moves between routes, and the save saga reads it.
 */
export interface AccommodationsState {
  list: { items: AccommodationDto[]; loading: boolean; loaded: boolean; error: string | null };
  detail: { item: AccommodationDto | null; loading: boolean; error: string | null };
  form: {
    /** 'new', or the id of the listing being edited; null before a wizard started */
    target: string | null;
    values: AccommodationFormValues;
    /** the values as last loaded or saved (or the defaults of a new listing): the form has changes while they differ */
    savedValues: AccommodationFormValues;
    loading: boolean;
    saving: boolean;
    error: string | null;
    /** the server's field messages of the last failed save */
    fieldErrors: Record<string, string[]>;
  };
}

export type SaveCallback = (saved: AccommodationDto) => void;

export const actions = {
  loadList: () => ({ type: 'accommodations/loadList' as const }),
  listLoaded: (items: AccommodationDto[]) => ({ type: 'accommodations/listLoaded' as const, items }),
  listFailed: (error: string) => ({ type: 'accommodations/listFailed' as const, error }),
  loadDetail: (id: string) => ({ type: 'accommodations/loadDetail' as const, id }),
  detailLoaded: (item: AccommodationDto) => ({ type: 'accommodations/detailLoaded' as const, item }),
  detailFailed: (error: string) => ({ type: 'accommodations/detailFailed' as const, error }),
  remove: (id: string, onDone: () => void, onFailed: () => void) => ({ type: 'accommodations/remove' as const, id, onDone, onFailed }),
  copy: (id: string, onDone: SaveCallback, onFailed: () => void) => ({ type: 'accommodations/copy' as const, id, onDone, onFailed }),
  startNew: () => ({ type: 'accommodations/form/startNew' as const }),
  loadForEdit: (id: string, onLoaded: () => void) => ({ type: 'accommodations/form/loadForEdit' as const, id, onLoaded }),
  formLoaded: (target: string, values: AccommodationFormValues) => ({ type: 'accommodations/form/loaded' as const, target, values }),
  formLoadFailed: (error: string) => ({ type: 'accommodations/form/loadFailed' as const, error }),
  /** 'Następny krok' / Wstecz: the step's values into the form */
  updateForm: (values: AccommodationFormValues) => ({ type: 'accommodations/form/update' as const, values }),
  save: (status: 'draft' | 'active', onSaved: SaveCallback) => ({ type: 'accommodations/form/save' as const, status, onSaved }),
  saved: (values: AccommodationFormValues) => ({ type: 'accommodations/form/saved' as const, values }),
  saveFailed: (error: string, fieldErrors: Record<string, string[]>) => ({ type: 'accommodations/form/saveFailed' as const, error, fieldErrors }),
};

export type AccommodationsAction = ReturnType<(typeof actions)[keyof typeof actions]>;

export const initialState: AccommodationsState = {
  list: { items: [], loading: false, loaded: false, error: null },
  detail: { item: null, loading: false, error: null },
  form: { target: null, values: defaultAccommodation(), savedValues: defaultAccommodation(), loading: false, saving: false, error: null, fieldErrors: {} },
};

export function accommodationsReducer(state: AccommodationsState = initialState, action: { type: string }): AccommodationsState {
  const a = action as AccommodationsAction;
  switch (a.type) {
    case 'accommodations/loadList':
      return { ...state, list: requestSent(state.list) };
    case 'accommodations/listLoaded':
      return { ...state, list: requestDone(state.list, { items: a.items, loaded: true }) };
    case 'accommodations/listFailed':
      return { ...state, list: requestFailed(state.list, a.error) };
    case 'accommodations/loadDetail':
      return { ...state, detail: requestSent(state.detail, { item: state.detail.item?.id === a.id ? state.detail.item : null }) };
    case 'accommodations/detailLoaded':
      return { ...state, detail: requestDone(state.detail, { item: a.item }) };
    case 'accommodations/detailFailed':
      return { ...state, detail: requestFailed(state.detail, a.error, { item: null }) };
    case 'accommodations/form/startNew':
      return { ...state, form: { ...initialState.form, target: 'new', values: defaultAccommodation(), savedValues: defaultAccommodation() } };
    case 'accommodations/form/loadForEdit':
      return { ...state, form: { ...initialState.form, target: null, loading: true } };
    case 'accommodations/form/loaded':
      return { ...state, form: { ...initialState.form, target: a.target, values: a.values, savedValues: a.values } };
    case 'accommodations/form/loadFailed':
      return { ...state, form: requestFailed(state.form, a.error) };
    case 'accommodations/form/update':
      return { ...state, form: { ...state.form, values: a.values } };
    case 'accommodations/form/save':
      return { ...state, form: { ...state.form, saving: true, error: null, fieldErrors: {} } };
    case 'accommodations/form/saved':
      return { ...state, form: { ...initialState.form, values: a.values, savedValues: a.values } };
    case 'accommodations/form/saveFailed':
      return { ...state, form: { ...state.form, saving: false, error: a.error, fieldErrors: a.fieldErrors } };
    default:
      return state;
  }
}

export const selectAccommodations = (state: { accommodations: AccommodationsState }) => state.accommodations;
