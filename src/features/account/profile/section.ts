/** What the profile page's sections share: the customer shown, and the actions bound to this page. */
import { setUser } from '../../../stores/auth.ts';
import { endSession } from '../../../stores/session.ts';
import type { AccountData } from '../accountData.ts';
import { accountApi, sessionLost } from '../api.ts';
import type { Strings } from '../auth/text.ts';
import { createProfileActions } from './profileActions.ts';

export interface ProfileUser {
  id: number;
  business_id?: number | null;
  name?: string;
  phone?: string;
  dial_code?: string;
  email?: string | null;
  has_password?: boolean;
}

export interface SectionProps {
  s: Strings;
  data: AccountData;
  user: ProfileUser;
}

/** The profile's actions over this page's API client and the auth store. */
export const actionsFor = (data: AccountData) =>
  createProfileActions({
    api: accountApi(data),
    setUser,
    logOut: endSession,
    onSessionLost: () => sessionLost(data.links.login),
  });
