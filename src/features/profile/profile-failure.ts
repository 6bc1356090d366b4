import type { MessageDescriptor } from 'react-intl';
import type { ProfileErrorCode } from '../../../machines/profile/profile.machine';
import { profileMessages as m } from './profile.messages';

const BY_CODE: Record<ProfileErrorCode, MessageDescriptor> = {
  not_found: m.errorNotFound,
  forbidden: m.errorForbidden,
  network: m.errorNetwork,
  unknown: m.errorUnknown,
  full_name_too_long: m.errorFullNameTooLong,
  bio_too_long: m.errorBioTooLong,
  city_too_long: m.errorCityTooLong,
  interests_invalid: m.errorInterestsInvalid,
};

/** A profile failure's text, chosen by its code: the service's own words are only logged. */
export function profileFailureMessage(failure: { code: ProfileErrorCode }): MessageDescriptor {
  return BY_CODE[failure.code] ?? m.errorUnknown;
}
