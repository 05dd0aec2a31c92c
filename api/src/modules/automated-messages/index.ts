// What other modules (and the API's wiring and tests) use of automated-messages: everything else in the folder is its own.
export { plan } from './repository';
// the online check-in's reminder (issue 38): the guest page's tests run it as the job does
export { sendCheckInReminders, CHECK_IN_REMINDER_JOB } from './checkInReminder';
