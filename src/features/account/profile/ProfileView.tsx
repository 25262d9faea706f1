/**
 * The profile island (spec §2 /{ref}/profile, login required): the customer's details (update-profile), a new
 * phone confirmed with the code sent to it (update-profile then verify-phone; at once where the business disables
 * OTP), a password (create-password; replacing one needs the current one), links to the other account pages,
 * logout, and account deletion after a confirmation (GET webapp/account/delete/{id}: logged out, back home).
 * The user shown is the auth store's, refreshed by the check-profile guard of the page.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { TextField } from '../../../components/ui/Field.tsx';
import Toast from '../../../components/ui/Toast.tsx';
import { useAction } from '../../../components/ui/useAction.ts';
import { useKeepDraft, useKeptDraft } from '../../../components/ui/useDraft.ts';
import { isAuthenticated } from '../../../domain/auth.ts';
import { $auth } from '../../../stores/auth.ts';
import { showToast } from '../../../stores/helper.ts';
import type { AccountData } from '../accountData.ts';
import { readAccountData } from '../api.ts';
import { refusalText } from '../auth/refusal.ts';
import { say, type Strings } from '../auth/text.ts';
import { emailProblem, nameProblem } from '../login/loginModel.ts';
import { AccountActions, PasswordForm } from './AccountSections.tsx';
import PhoneForm from './PhoneForm.tsx';
import { actionsFor, type ProfileUser, type SectionProps } from './section.ts';

export interface ProfileViewProps {
  strings: Strings;
}

export default function ProfileView(props: ProfileViewProps) {
  const data = useMemo(readAccountData, []);
  return data ? <Profile {...props} data={data} /> : <p role="alert">{props.strings.broken}</p>;
}

function Profile({ strings: s, data }: ProfileViewProps & { data: AccountData }) {
  const auth = useStore($auth);
  const user = auth.user as ProfileUser | null;
  if (!user || !isAuthenticated({ token: auth.token, user }, data.businessUserId)) {
    // The page's guard sends a guest to login before this renders; after a logout it is on its way.
    return <p role="status">{say(s, 'loggedOut')}</p>;
  }
  return (
    <div className="account plain-controls profile">
      <Toast />
      <p className="greeting">
        {say(s, 'hello')} <strong data-testid="profile-name">{user.name ?? ''}</strong>
      </p>
      <DetailsForm s={s} data={data} user={user} />
      <PhoneForm s={s} data={data} user={user} />
      <PasswordForm s={s} data={data} user={user} />
      <nav aria-label={say(s, 'accountPages')}>
        <ul className="account-links">
          <li>
            <a href={data.links.locations}>{say(s, 'savedAddresses')}</a>
          </li>
          <li>
            <a href={data.links.ordersHistory}>{say(s, 'orderHistory')}</a>
          </li>
          {data.enableWallet && (
            <li>
              <a href={data.links.walletHome}>{say(s, 'wallet')}</a>
            </li>
          )}
          {data.reservation.enabled && (
            <li>
              <a href={data.links.reservationHistory}>{say(s, 'reservations')}</a>
            </li>
          )}
          <li>
            <a href={data.links.settings}>{say(s, 'settings')}</a>
          </li>
        </ul>
      </nav>
      <AccountActions s={s} data={data} user={user} />
    </div>
  );
}

/** A kept draft of the details form (useDraft): two texts, each at most its field's length. */
const detailsDraft = (v: unknown): { name: string; email: string } | null => {
  const d = v as { name?: unknown; email?: unknown } | null;
  return typeof d?.name === 'string' && typeof d.email === 'string'
    ? { name: d.name.slice(0, 100), email: d.email.slice(0, 254) }
    : null;
};

function DetailsForm({ s, data, user }: SectionProps) {
  // What the customer had typed when their session ended, back once they are (stores/drafts.ts).
  const kept = useKeptDraft('profile-details', detailsDraft);
  const [edited, setEdited] = useState(kept);
  useKeepDraft('profile-details', edited);
  const [name, setName] = useState(kept?.name ?? user.name ?? '');
  const [email, setEmail] = useState(kept?.email ?? user.email ?? '');
  const [dirty, setDirty] = useState(kept !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useAction((e) => refusalText(s, e));
  // A fresher profile (the check-profile guard) shows unless the customer is editing. Only a new name or email
  // brings it: the end of an edit (saved) keeps what the customer typed.
  const showFresher = useEffectEvent((fresh: { name: string; email: string }) => {
    if (dirty) return;
    setName(fresh.name);
    setEmail(fresh.email);
  });
  useEffect(() => showFresher({ name: user.name ?? '', email: user.email ?? '' }), [user.name, user.email]);

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const problems = Object.fromEntries(
      [
        ['profile-name', nameProblem(name)],
        ['profile-email', emailProblem(email)],
      ]
        .filter(([, p]) => p)
        .map(([f, p]) => [f!, say(s, p!)]),
    );
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) return document.getElementById(first)?.focus();
    void run(async () => {
      await actionsFor(data).saveDetails(name, email);
      setDirty(false);
      setEdited(null);
      showToast(say(s, 'saved'));
    });
  };
  const edit = (field: 'name' | 'email', set: (v: string) => void) => (v: string) => {
    setDirty(true);
    setEdited({ name, email, [field]: v });
    set(v);
  };
  return (
    <form onSubmit={save} noValidate aria-labelledby="profile-details-title">
      <h2 id="profile-details-title">{say(s, 'details')}</h2>
      <TextField
        id="profile-name"
        label={say(s, 'name')}
        required
        autoComplete="name"
        maxLength={100}
        value={name}
        onChange={edit('name', setName)}
        error={errors['profile-name']}
      />
      <TextField
        id="profile-email"
        label={say(s, 'emailOptional')}
        type="email"
        autoComplete="email"
        maxLength={200}
        value={email}
        onChange={edit('email', setEmail)}
        error={errors['profile-email']}
      />
      {error && (
        <p role="alert" className="notice">
          {error}
        </p>
      )}
      <button type="submit" className="primary" aria-disabled={busy} aria-busy={busy}>
        {say(s, 'save')}
      </button>
    </form>
  );
}
