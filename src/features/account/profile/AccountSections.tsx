/** The profile's password form and account actions (logout, deletion after a confirmation). */
import { useState } from 'react';
import ConfirmDialog from '../../../components/ui/ConfirmDialog.tsx';
import PasswordFields from '../../../components/ui/PasswordFields.tsx';
import { useAction } from '../../../components/ui/useAction.ts';
import { showToast } from '../../../stores/helper.ts';
import { refusalText } from '../auth/refusal.ts';
import { say } from '../auth/text.ts';
import { passwordProblem } from '../login/loginModel.ts';
import { deletionLossLines } from './deletionLosses.ts';
import { actionsFor, type SectionProps } from './section.ts';

export function PasswordForm({ s, data, user }: SectionProps) {
  const [values, setValues] = useState({ current: '', password: '', confirmation: '' });
  const { current, password, confirmation } = values;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useAction((e) => refusalText(s, e));
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
      await actionsFor(data).savePassword(password, confirmation, replacing ? current : null);
      setValues({ current: '', password: '', confirmation: '' });
      showToast(say(s, 'passwordSaved'));
    });
  };
  return (
    <form onSubmit={save} noValidate aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">{say(s, replacing ? 'changePassword' : 'createPassword')}</h2>
      <PasswordFields
        ids={{
          current: replacing ? 'profile-current-password' : undefined,
          password: 'profile-password',
          confirmation: 'profile-password-confirm',
        }}
        labels={{
          current: say(s, 'currentPassword'),
          password: say(s, 'newPassword'),
          confirmation: say(s, 'passwordConfirm'),
          hint: say(s, 'passwordHint'),
        }}
        values={values}
        onChange={(v) => setValues({ current: v.current ?? '', password: v.password, confirmation: v.confirmation })}
        errors={errors}
      />
      {error && (
        <p role="alert" className="notice">
          {error}
        </p>
      )}
      <button type="submit" aria-disabled={busy} aria-busy={busy}>
        {say(s, 'savePassword')}
      </button>
    </form>
  );
}

export function AccountActions({ s, data, user }: SectionProps) {
  const [asking, setAsking] = useState(false);
  // What the deletion takes away (wallet balance, order history), named once the answers are in.
  const [losses, setLosses] = useState<string[] | null>(null);
  const { busy, error, run } = useAction((e) => refusalText(s, e));
  const ask = () => {
    setAsking(true);
    setLosses(null);
    void actionsFor(data)
      .deletionLosses(user.id, { enabled: data.enableWallet, currency: data.currency })
      .then((found) => {
        const words = { wallet: say(s, 'deleteLosesWallet'), orders: say(s, 'deleteLosesOrders') };
        setLosses(deletionLossLines(found, words, data.currency, data.locale));
      });
  };
  // Leaves once the session has ended (the checkout forgets the customer first: leaving sooner would cut it).
  const logout = () =>
    void actionsFor(data)
      .logout()
      .finally(() => location.assign(data.links.home));
  const remove = () =>
    void run(async () => {
      await actionsFor(data).deleteAccount(user.id);
      setAsking(false);
      location.assign(data.links.home);
      return 'leaving';
    });
  return (
    <section aria-labelledby="profile-account-title" className="account-actions">
      <h2 id="profile-account-title">{say(s, 'accountSection')}</h2>
      <button type="button" onClick={logout}>
        {say(s, 'logOut')}
      </button>
      <button type="button" className="danger" onClick={ask}>
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
        <div aria-live="polite" aria-busy={losses === null} data-testid="delete-losses">
          {losses && losses.length > 0 && (
            <>
              <p>{say(s, 'deleteLoses')}</p>
              <ul>
                {losses.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        {error && (
          <p role="alert" className="notice">
            {error}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
