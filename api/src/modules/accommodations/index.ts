// What other modules (and the API's wiring and tests) use of accommodations: everything else in the folder is its own.
export {
  accountPhotosPrefix,
  checkedImage,
  MAX_IMAGE_BYTES,
  movePhotosFromDisk,
  photoKey,
  readFilePart,
} from './images';
// The law of a host (issue 38): an apartment's registration number, its listing's current house rules and version,
// the 24/7 phone and the arrival instructions (apartmentLaw); a guest's acceptance of the rules (the guest page and
// the public booking pages record it with the version they showed).
export { apartmentLaw, apartmentsWithoutRegistration, houseRulesAcceptances, recordHouseRulesAcceptance, type ApartmentLaw } from './hostLaw';
