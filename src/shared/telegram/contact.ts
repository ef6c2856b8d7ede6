// The trader's own phone from Telegram (Mini Apps 6.9). requestContact first reads a contact the
// client already holds; otherwise it asks for phone access (web_app_request_phone) and, once the
// trader shares it, polls getRequestedContact until the contact arrives: 5000 ms per attempt,
// with pauses growing by 50 ms (spec sections 5 and 9; the SDK's own loop). A refusal rejects
// with 'User denied access'. A second ask is refused with the message of the stage in progress:
// 'Phone access request is currently in progress' while the client shows its phone dialog,
// 'Contact is already being requested' while the contact is being fetched.
import { available, nativeRequest, type NativeOutcome } from './native-request.ts';

export const PHONE_ACCESS_IN_PROGRESS = 'Phone access request is currently in progress';
export const CONTACT_ALREADY_REQUESTED = 'Contact is already being requested';
export const USER_DENIED_ACCESS = 'User denied access';

/** The trader's phone number as Telegram gives it (digits, sometimes with a leading +). */
export function requestOwnPhone(): Promise<NativeOutcome<string>> {
  return nativeRequest(async (s) => {
    // A second ask during the phone dialog: the SDK's refusal names that stage.
    if (s.isRequestingPhoneAccess()) return available(s.requestPhoneAccess, 'web_app_request_phone')().then(() => '');
    const contact = await available(s.requestContact, 'getRequestedContact')();
    return contact.contact.phone_number;
  });
}
