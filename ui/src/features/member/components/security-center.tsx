import { ActiveSessions } from './active-sessions';
import { PasswordEntry } from './password-entry';
import { RegistrationDetails } from './registration-details';

/** The member center's default page (securityCenter): passwords, registration details, sessions. */
export function SecurityCenter() {
  return (
    <>
      <PasswordEntry />
      <RegistrationDetails />
      <ActiveSessions />
    </>
  );
}
