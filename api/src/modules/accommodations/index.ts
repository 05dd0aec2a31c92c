// What other modules (and the API's wiring and tests) use of accommodations: everything else in the folder is its own.
export {
  accountPhotosPrefix,
  checkedImage,
  MAX_IMAGE_BYTES,
  movePhotosFromDisk,
  photoKey,
  readFilePart,
} from './images';
