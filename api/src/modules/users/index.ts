// What other modules (and the API's wiring and tests) use of users: everything else in the folder is its own.
export {
  deleteUser,
  findUser,
  findUserByEmail,
  setPasswordHash,
  updateProfile,
  type ProfileChanges,
  type UserRow,
} from './repository';
export { toUserDto } from './serialize';
export { UserAnswer } from './schemas';
