// What other modules may use: the password rules and the co-host invitation (a 7-day link by e-mail).
export { passwordProblems, newPasswordErrors, isCommonPassword, MESSAGES as PASSWORD_MESSAGES } from './policy';
export { sendInvitation, invitationLink, resetLink } from './service';
export { retireUserTokens } from './repository';
