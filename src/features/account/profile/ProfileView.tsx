/**
 * The profile island (spec §2 /{ref}/profile, login required): the customer's details (update-profile), a new
 * phone confirmed with the code sent to it (update-profile then verify-phone; at once where the business disables
 * OTP), a password (create-password; replacing one needs the current one), links to the other account pages,
 * logout, and account deletion after a confirmation (GET webapp/account/delete/{id}: logged out, back home).
 * The user shown is the auth store's, refreshed by the check-profile guard of the page.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { isAuthenticated } from '../../../domain/auth.ts';
import { callLogout } from '../../../lib/api/browser.ts';
import { $auth, logOut, setUser, type AuthState } from '../../../stores/auth.ts';
import { showToast } from '../../../stores/helper.ts';
import { TextField } from '../../checkout/Field.tsx';
import type { AccountData } from '../accountData.ts';
import { accountApi, readAccountData } from '../api.ts';
import { AccountFailure, accountCall } from '../auth/call.ts';
import ConfirmDialog from '../auth/ConfirmDialog.tsx';
import { countryForDialCode } from '../auth/countries.ts';
import PhoneInput from '../auth/PhoneInput.tsx';
import { refusalOf } from '../auth/refusal.ts';
import { say, sayRefusal, type Strings } from '../auth/text.ts';
import Toast from '../auth/Toast.tsx';
import {
  codeProblem,
  emailProblem,
  nameProblem,
  normalizeCode,
  passwordProblem,
  phoneFor,
} from '../login/loginModel.ts';

export interface ProfileViewProps {
  strings: Strings;
}

interface ProfileUser {
  id: number;
  business_id?: number | null;
  name?: string;
  phone?: string;
  dial_code?: string;
  email?: string | null;
  has_password?: boolean;
}
type UserAnswer = { user?: AuthState['user'] };

export default function ProfileView(props: ProfileViewProps) {
  const data = useMemo(readAccountData, []);
  return data ? <Profile {...props} data={data} /> : <p role="alert">{props.strings.broken}</p>;
}

/** Runs account calls for one form: busy flag, and the refusal as text in an alert of that form. */
function useAction(s: Strings) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e instanceof AccountFailure ? sayRefusal(s, refusalOf(e)) : say(s, 'failed'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

function Profile({ strings: s, data }: ProfileViewProps & { data: AccountData }) {
  const auth = useStore($auth);
  const user = auth.user as ProfileUser | null;
  if (!user || !isAuthenticated({ token: auth.token, user }, data.businessUserId)) {
    // The page's guard sends a guest to login before this renders; after a logout it is on its way.
    return <p role="status">{say(s, 'loggedOut')}</p>;
  }
  return (
    <div className="account profile">
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

interface SectionProps {
  s: Strings;
  data: AccountData;
  user: ProfileUser;
}

function DetailsForm({ s, data, user }: SectionProps) {
  const [name, setName] = useState(user.name ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useAction(s);
  // A fresher profile (the check-profile guard) shows unless the customer is editing.
  useEffect(() => {
    if (dirty) return;
    setName(user.name ?? '');
    setEmail(user.email ?? '');
  }, [user.name, user.email]);

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
      const answer = await accountCall<UserAnswer>(accountApi(data), 'webapp/update-profile', {
        method: 'POST',
        body: { name: name.trim(), email: email.trim() || null },
      });
      if (answer.user) setUser(answer.user);
      setDirty(false);
      showToast(say(s, 'saved'));
    });
  };
  const edit = (set: (v: string) => void) => (v: string) => {
    setDirty(true);
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
        onChange={edit(setName)}
        error={errors['profile-name']}
      />
      <TextField
        id="profile-email"
        label={say(s, 'emailOptional')}
        type="email"
        autoComplete="email"
        maxLength={200}
        value={email}
        onChange={edit(setEmail)}
        error={errors['profile-email']}
      />
      {error && (
        <p role="alert" className="notice">
          {error}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
        {say(s, 'save')}
      </button>
    </form>
  );
}

function PhoneForm({ s, data, user }: SectionProps) {
  const [country, setCountry] = useState(() =>
    countryForDialCode(user.dial_code, data.countryCode || 'KW', data.locale),
  );
  const [national, setNational] = useState('');
  const [pending, setPending] = useState<{ phone: string; dialCode: string } | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { busy, error, run } = useAction(s);

  const change = (e: React.FormEvent) => {
    e.preventDefault();
    const phone = phoneFor(national, country);
    setFieldError(phone.ok ? null : say(s, phone.key));
    if (!phone.ok) return document.getElementById('profile-phone')?.focus();
    void run(async () => {
      const answer = await accountCall<UserAnswer & { verify_phone?: unknown }>(
        accountApi(data),
        'webapp/update-profile',
        {
          method: 'POST',
          body: { phone: phone.phone, dial_code: phone.dialCode },
        },
      );
      if (answer.verify_phone) {
        setPending(phone);
        setCode('');
        requestAnimationFrame(() => document.getElementById('profile-phone-code')?.focus());
      } else {
        // A business without codes changes the phone at once.
        if (answer.user) setUser(answer.user);
        setNational('');
        showToast(say(s, 'phoneChanged'));
      }
    });
  };
  const confirm = (e: React.FormEvent) => {
    e.preventDefault();
    const typed = normalizeCode(code);
    const problem = codeProblem(typed);
    setFieldError(problem ? say(s, problem) : null);
    if (problem || !pending) return document.getElementById('profile-phone-code')?.focus();
    void run(async () => {
      const answer = await accountCall<UserAnswer>(accountApi(data), 'webapp/verify-phone', {
        method: 'POST',
        body: { phone: pending.phone, dial_code: pending.dialCode, code: typed },
      });
      if (answer.user) setUser(answer.user);
      setPending(null);
      setNational('');
      setCode('');
      showToast(say(s, 'phoneChanged'));
    });
  };

  return (
    <section aria-labelledby="profile-phone-title">
      <h2 id="profile-phone-title">{say(s, 'phoneSection')}</h2>
      <p>
        {say(s, 'currentPhone')}{' '}
        <bdi dir="ltr" data-testid="profile-phone">
          {user.dial_code} {user.phone}
        </bdi>
      </p>
      {pending ? (
        <form onSubmit={confirm} noValidate aria-label={say(s, 'confirmPhone')}>
          <p className="muted">
            {say(s, 'codeSent')} <bdi dir="ltr">{`${pending.dialCode} ${pending.phone}`}</bdi>
          </p>
          <TextField
            id="profile-phone-code"
            label={say(s, 'code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={code}
            onChange={setCode}
            error={fieldError}
          />
          {error && (
            <p role="alert" className="notice">
              {error}
            </p>
          )}
          <div className="row">
            <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
              {say(s, 'confirmPhone')}
            </button>
            <button type="button" onClick={() => setPending(null)}>
              {say(s, 'cancel')}
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={change} noValidate aria-label={say(s, 'changePhone')}>
          <PhoneInput
            id="profile-phone"
            s={{ ...s, phone: say(s, 'newPhone') }}
            locale={data.locale}
            country={country}
            national={national}
            onCountry={setCountry}
            onNational={setNational}
            error={fieldError}
            disabled={busy}
          />
          {error && (
            <p role="alert" className="notice">
              {error}
            </p>
          )}
          <button type="submit" disabled={busy} aria-busy={busy}>
            {say(s, 'changePhone')}
          </button>
        </form>
      )}
    </section>
  );
}

function PasswordForm({ s, data, user }: SectionProps) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useAction(s);
  const replacing = user.has_password === true;

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (replacing && !current) found['profile-current-password'] = say(s, 'passwordRequired');
    const p = passwordProblem(password);
    if (p) found['profile-password'] = say(s, p);
    else if (passwordProblem(password, confirmation)) found['profile-password-confirm'] = say(s, 'passwordMismatch');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(first)?.focus();
    void run(async () => {
      const answer = await accountCall<UserAnswer>(accountApi(data), 'webapp/create-password', {
        method: 'POST',
        body: { password, password_confirmation: confirmation, ...(replacing ? { current_password: current } : {}) },
      });
      if (answer.user) setUser(answer.user);
      setCurrent('');
      setPassword('');
      setConfirmation('');
      showToast(say(s, 'passwordSaved'));
    });
  };
  return (
    <form onSubmit={save} noValidate aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">{say(s, replacing ? 'changePassword' : 'createPassword')}</h2>
      {replacing && (
        <TextField
          id="profile-current-password"
          label={say(s, 'currentPassword')}
          type="password"
          autoComplete="current-password"
          maxLength={128}
          value={current}
          onChange={setCurrent}
          error={errors['profile-current-password']}
        />
      )}
      <TextField
        id="profile-password"
        label={say(s, 'newPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        value={password}
        onChange={setPassword}
        error={errors['profile-password']}
        hint={say(s, 'passwordHint')}
      />
      <TextField
        id="profile-password-confirm"
        label={say(s, 'passwordConfirm')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        value={confirmation}
        onChange={setConfirmation}
        error={errors['profile-password-confirm']}
      />
      {error && (
        <p role="alert" className="notice">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} aria-busy={busy}>
        {say(s, 'savePassword')}
      </button>
    </form>
  );
}

function AccountActions({ s, data, user }: SectionProps) {
  const [asking, setAsking] = useState(false);
  const { busy, error, run } = useAction(s);
  const logout = () => {
    // The server forgets the token too (best effort: never awaited, so the local logout happens even offline).
    void callLogout(accountApi(data));
    logOut();
    location.assign(data.links.home);
  };
  const remove = () =>
    void run(async () => {
      // Not a profile path: a 401/403 here logs out and goes to login (accountApi).
      await accountCall(accountApi(data), `webapp/account/delete/${encodeURIComponent(String(user.id))}`);
      setAsking(false);
      logOut();
      location.assign(data.links.home);
    });
  return (
    <section aria-labelledby="profile-account-title" className="account-actions">
      <h2 id="profile-account-title">{say(s, 'accountSection')}</h2>
      <button type="button" onClick={logout}>
        {say(s, 'logOut')}
      </button>
      <button type="button" className="danger" onClick={() => setAsking(true)}>
        {say(s, 'deleteAccount')}
      </button>
      <ConfirmDialog
        id="delete-account"
        open={asking}
        title={say(s, 'deleteTitle')}
        confirm={say(s, 'deleteConfirm')}
        cancel={say(s, 'cancel')}
        busy={busy}
        danger
        onConfirm={remove}
        onCancel={() => setAsking(false)}
      >
        <p>{say(s, 'deleteText')}</p>
        {error && (
          <p role="alert" className="notice">
            {error}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
