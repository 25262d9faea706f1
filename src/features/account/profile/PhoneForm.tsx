/** The profile's phone: a new number, confirmed with the code sent to it (or taken at once without OTP). */
import { useEffect, useRef, useState } from 'react';
import { TextField } from '../../../components/ui/Field.tsx';
import PhoneInput from '../../../components/ui/PhoneInput.tsx';
import { usePhoneText } from '../../../components/ui/phoneText.ts';
import { useAction } from '../../../components/ui/useAction.ts';
import { resendSecondsLeft } from '../../../domain/auth.ts';
import { loadPhoneRules } from '../../../lib/phoneRules.ts';
import { showToast } from '../../../stores/helper.ts';
import { refusalText } from '../auth/refusal.ts';
import { say } from '../auth/text.ts';
import { codeProblem, normalizeCode, phoneFor } from '../login/loginModel.ts';
import { actionsFor, type SectionProps } from './section.ts';

export default function PhoneForm({ s, data, user }: SectionProps) {
  const [country, setCountry] = useState(data.countryCode || 'KW');
  const [national, setNational] = useState('');
  const [pending, setPending] = useState<{ phone: string; dialCode: string } | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { busy, error, run } = useAction((e) => refusalText(s, e));
  // When the last code went to the new number: a new one may be asked 30 s later (spec §9), as at login.
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = resendSecondsLeft(sentAt, now);
  const ticking = secondsLeft > 0;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);

  // The numbers shown as the login writes them ("+965 502 42552"): the phone rules are loaded once the page is idle
  // (the change form needs them anyway); until then, as stored.
  const shown = usePhoneText();

  // A customer whose phone is from another country: that country is preselected once the list is loaded.
  useEffect(() => {
    if (!user.dial_code || user.dial_code === data.dialCode) return;
    void import('../../../components/ui/phoneCountries.ts').then((m) =>
      setCountry(m.countryForDialCode(user.dial_code, data.countryCode || 'KW', data.locale)),
    );
  }, [user.dial_code, data]);

  // The code field appears with `pending`, and takes the focus once drawn: an effect runs after the render, where a
  // frame asked for with the state change could come before it (a loaded machine or a slow phone: the focus was lost).
  const focusCode = useRef(false);
  useEffect(() => {
    if (!pending || !focusCode.current) return;
    focusCode.current = false;
    document.getElementById('profile-phone-code')?.focus();
  }, [pending]);

  const change = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const phone = phoneFor(national, country, await loadPhoneRules());
      setFieldError(phone.ok ? null : say(s, phone.key));
      if (!phone.ok) return document.getElementById('profile-phone')?.focus();
      if ((await actionsFor(data).changePhone(phone)) === 'code-sent') {
        setPending(phone);
        setSentAt(Date.now());
        setNow(Date.now());
        setCode('');
        focusCode.current = true;
      } else {
        // A business without codes changes the phone at once.
        setNational('');
        showToast(say(s, 'phoneChanged'));
      }
    });
  };
  const resend = () =>
    void run(async () => {
      if (!pending) return;
      try {
        await actionsFor(data).changePhone(pending);
        setCode('');
        showToast(say(s, 'codeResent'));
      } finally {
        setSentAt(Date.now());
        setNow(Date.now());
      }
    });
  const confirm = (e: React.FormEvent) => {
    e.preventDefault();
    const typed = normalizeCode(code);
    const problem = codeProblem(typed);
    setFieldError(problem ? say(s, problem) : null);
    if (problem || !pending) return document.getElementById('profile-phone-code')?.focus();
    void run(async () => {
      await actionsFor(data).confirmPhone(pending, typed);
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
        <bdi dir="ltr" className="phone-number" data-testid="profile-phone">
          {shown(user.dial_code, user.phone)}
        </bdi>
      </p>
      {pending ? (
        <form onSubmit={confirm} noValidate aria-label={say(s, 'confirmPhone')}>
          <p className="muted">
            {say(s, 'codeSent')}{' '}
            <bdi dir="ltr" className="phone-number">
              {shown(pending.dialCode, pending.phone)}
            </bdi>
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
            <button type="submit" className="primary" aria-disabled={busy} aria-busy={busy}>
              {say(s, 'confirmPhone')}
            </button>
            <button type="button" onClick={resend} disabled={busy || secondsLeft > 0}>
              {secondsLeft > 0 ? say(s, 'resendIn', { seconds: secondsLeft }) : say(s, 'resend')}
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
            labels={{ country: say(s, 'countryCode'), phone: say(s, 'newPhone') }}
            locale={data.locale}
            country={country}
            dialCode={country === data.countryCode ? data.dialCode : null}
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
          <button type="submit" aria-disabled={busy} aria-busy={busy}>
            {say(s, 'changePhone')}
          </button>
        </form>
      )}
    </section>
  );
}
