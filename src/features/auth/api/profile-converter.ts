import type { Locale } from '@contracts/locales';
import { userProfileSchema } from '@contracts/user';
import { schemaConverter } from '@/lib/firebase/converters';
import type { UserProfile } from '../types';

/** users/{uid} read through its contract; an optional field that is missing stays absent. */
export const profileConverter = schemaConverter(
  userProfileSchema,
  {
    role: '',
    displayName: undefined as string | undefined,
    email: undefined as string | null | undefined,
    companyId: undefined as string | undefined,
    locale: undefined as Locale | undefined,
    disabled: undefined as boolean | undefined,
  },
  ({ role, displayName, email, companyId, locale, disabled }, uid): UserProfile => ({
    uid,
    role,
    ...(displayName !== undefined ? { displayName } : {}),
    ...(typeof email === 'string' ? { email } : {}),
    ...(companyId !== undefined ? { companyId } : {}),
    ...(locale !== undefined ? { locale } : {}),
    ...(disabled === true ? { disabled } : {}),
  }),
);
