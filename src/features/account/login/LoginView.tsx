/**
 * The login island (spec §2 /{ref}/login, guests only; §7 account calls). With codes: the phone and its country,
 * send-otp (by SMS, or WhatsApp where the business has a WhatsApp number), the six-digit code (verify-otp or
 * verify-by-whatsapp), a resend whose 30-second timer survives a reload (the auth store keeps when the code went
 * out), and for a new phone the name that makes the account (register / register-whatsapp with the verification
 * token). Where the business disables OTP: phone and password (webapp/login), or a new account with a password.
 * Afterwards the customer goes to `?next=` when it is a page of this business (safeNext), else the profile.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isAuthenticated, resendSecondsLeft, OTP_RESEND_SECONDS } from '../../../domain/auth.ts';
import { $auth, logIn, otpSent, type AuthState } from '../../../stores/auth.ts';
import { fromRoute, lastRoute, showToast } from '../../../stores/helper.ts';
import { TextField } from '../../checkout/Field.tsx';
import type { AccountData } from '../accountData.ts';
import { readAccountData, safeNext } from '../api.ts';
import { ApiFailure } from '../../../lib/api/browser.ts';
import { AccountFailure, accountCall, detailsOf } from '../auth/call.ts';
import { countryForDialCode } from '../auth/countries.ts';
import PhoneInput from '../auth/PhoneInput.tsx';
import { refusalOf } from '../auth/refusal.ts';
import { say, sayRefusal, type Strings } from '../auth/text.ts';
import Toast from '../auth/Toast.tsx';
import {
  codeProblem,
  emailProblem,
  firstStep,
  nameProblem,
  normalizeCode,
  passwordProblem,
  phoneFor,
  registerPath,
  restoredCode,
  verifyPath,
  type Channel,
  type LoginStep,
} from './loginModel.ts';

export interface LoginViewProps {
  strings: Strings;
  /** The business has a WhatsApp number: codes may go by WhatsApp. */
  whatsapp: boolean;
}

type LoggedIn = { token: string; user: AuthState['user'] & { name?: string } };
type VerifyAnswer = Partial<LoggedIn> & { register?: boolean; verification_token?: string };

export default function LoginView(props: LoginViewProps) {
  const data = useMemo(readAccountData, []);
  return data ? <Login {...props} data={data} /> : <p role="alert">{props.strings.broken}</p>;
}

/** The field a step starts at (focused when the step changes). */
const FIRST_FIELD: Record<LoginStep, string> = {
  phone: 'login-phone',
  code: 'login-code',
  register: 'login-name',
  password: 'login-phone',
  create: 'login-name',
};

function Login({ strings: s, whatsapp, data }: LoginViewProps & { data: AccountData }) {
  const auth = useStore($auth);
  const authenticated = isAuthenticated({ token: auth.token, user: auth.user }, data.businessUserId);
  const target = useMemo(
    () => safeNext(data.ref, new URLSearchParams(location.search).get('next'), data.links.profile),
    [data],
  );
  // "Continue without logging in": the page the customer came from, unless it is the one that needs the login.
  const back = useMemo(() => {
    const last = lastRoute();
    return (last && last !== new URLSearchParams(location.search).get('next') ? last : fromRoute()) ?? data.links.home;
  }, [data]);
  const channelKey = `sf:${data.ref}:login-channel`;
  const [step, setStep] = useState<LoginStep>(() => firstStep(data.disableOtp));
  const [country, setCountry] = useState(() => countryForDialCode(null, data.countryCode || 'KW', data.locale));
  const [national, setNational] = useState('');
  const [sent, setSent] = useState<{ phone: string; dialCode: string } | null>(null);
  const [channel, setChannel] = useState<Channel>('sms');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [verificationToken, setVerificationToken] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const alertRef = useRef<HTMLParagraphElement>(null);
  const firstRender = useRef(true);
  const api = { baseUrl: data.apiUrl, locale: data.locale }; // no token, and a 401 here is a wrong password

  // Guests only (spec §6): a logged-in customer goes on to where they were heading.
  useEffect(() => {
    if (authenticated) location.replace(target);
  }, [authenticated]);

  // A code sent a moment ago (then a reload): back to the code, the resend timer where it was.
  useEffect(() => {
    if (data.disableOtp) return;
    const restored = restoredCode($auth.get(), Date.now());
    if (!restored) return;
    setSent(restored);
    if (readSession(channelKey) === 'whatsapp') setChannel('whatsapp');
    setNational(restored.phone);
    setCountry(countryForDialCode(restored.dialCode, data.countryCode || 'KW', data.locale));
    setStep('code');
  }, []);

  const secondsLeft = resendSecondsLeft(auth.startOtpTime, now);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft > 0]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(FIRST_FIELD[step])?.focus();
  }, [step]);

  const showAlert = (text: string) => {
    setAlert(text);
    requestAnimationFrame(() => alertRef.current?.focus());
  };
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setAlert(null);
    try {
      await action();
    } catch (error) {
      showAlert(error instanceof AccountFailure ? sayRefusal(s, refusalOf(error)) : say(s, 'failed'));
    } finally {
      setBusy(false);
    }
  };
  /** Field problems, shown by their fields; the first gets the focus. Returns whether there were none. */
  const check = (problems: Array<[string, string | null]>) => {
    const found = Object.fromEntries(problems.filter(([, p]) => p).map(([f, p]) => [f, say(s, p!)]));
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) requestAnimationFrame(() => document.getElementById(first)?.focus());
    return !first;
  };
  const finish = (answer: Partial<LoggedIn>) => {
    if (!answer.token || !answer.user) throw new AccountFailure(new ApiFailure(500, say(s, 'failed')), detailsOf(null));
    logIn(answer.token, answer.user);
    // The guest effect above takes the customer on once the store says they are logged in here.
  };
  const startTimer = (phone: { phone: string; dialCode: string }, retryAfter: number | null = null) => {
    const at = Date.now();
    // A code that went out `OTP_RESEND_SECONDS - retryAfter` seconds ago (the API said "too soon").
    otpSent(phone.phone, phone.dialCode, retryAfter === null ? at : at - (OTP_RESEND_SECONDS - retryAfter) * 1000);
    setNow(at);
  };

  const sendCode = (e: React.FormEvent) => {
    e.preventDefault();
    const phone = phoneFor(national, country);
    if (!check([['login-phone', phone.ok ? null : phone.key]]) || !phone.ok) return;
    void run(async () => {
      try {
        await accountCall(api, 'send-otp', {
          method: 'POST',
          body: { reference_id: data.ref, phone: phone.phone, dial_code: phone.dialCode, channel },
        });
        startTimer(phone);
      } catch (error) {
        // A code went to this phone moments ago: it still works, ask for it.
        if (!(error instanceof AccountFailure) || error.code !== 'resend_too_soon') {
          if (error instanceof AccountFailure && error.code === 'otp_disabled') setStep('password');
          throw error;
        }
        startTimer(phone, error.details.retryAfter);
      }
      writeSession(channelKey, channel);
      setSent(phone);
      setCode('');
      setStep('code');
    });
  };

  const resend = () => {
    if (!sent) return;
    void run(async () => {
      const query = new URLSearchParams({
        reference_id: data.ref,
        phone: sent.phone,
        dial_code: sent.dialCode,
        channel,
      });
      try {
        await accountCall(api, `webapp/resend-otp?${query}`);
        startTimer(sent);
        setCode('');
        showToast(say(s, 'codeResent'));
      } catch (error) {
        if (error instanceof AccountFailure && error.code === 'resend_too_soon')
          startTimer(sent, error.details.retryAfter);
        throw error;
      }
    });
  };

  const verify = (e: React.FormEvent) => {
    e.preventDefault();
    const typed = normalizeCode(code);
    if (!check([['login-code', codeProblem(typed)]]) || !sent) return;
    void run(async () => {
      try {
        const answer = await accountCall<VerifyAnswer>(api, verifyPath(channel), {
          method: 'POST',
          body: { reference_id: data.ref, phone: sent.phone, dial_code: sent.dialCode, code: typed },
        });
        if (answer.register && answer.verification_token) {
          setVerificationToken(answer.verification_token);
          setStep('register');
        } else finish(answer);
      } catch (error) {
        setCode('');
        throw error;
      }
    });
  };

  const register = (e: React.FormEvent) => {
    e.preventDefault();
    if (
      !check([
        ['login-name', nameProblem(name)],
        ['login-email', emailProblem(email)],
      ]) ||
      !sent
    )
      return;
    void run(async () => {
      try {
        finish(
          await accountCall<LoggedIn>(api, registerPath(channel), {
            method: 'POST',
            body: {
              reference_id: data.ref,
              name: name.trim(),
              email: email.trim() || undefined,
              phone: sent.phone,
              dial_code: sent.dialCode,
              verification_token: verificationToken ?? undefined,
            },
          }),
        );
      } catch (error) {
        // The verification ran out: the phone has to be verified again.
        if (error instanceof AccountFailure && error.code === 'invalid_verification') setStep('phone');
        throw error;
      }
    });
  };

  const passwordLogin = (e: React.FormEvent) => {
    e.preventDefault();
    const phone = phoneFor(national, country);
    const ok = check([
      ['login-phone', phone.ok ? null : phone.key],
      ['login-password', password ? null : 'passwordRequired'],
    ]);
    if (!ok || !phone.ok) return;
    void run(async () => {
      finish(
        await accountCall<LoggedIn>(api, 'webapp/login', {
          method: 'POST',
          body: { reference_id: data.ref, phone: phone.phone, dial_code: phone.dialCode, password },
        }),
      );
    });
  };

  const createAccount = (e: React.FormEvent) => {
    e.preventDefault();
    const phone = phoneFor(national, country);
    const ok = check([
      ['login-name', nameProblem(name)],
      ['login-email', emailProblem(email)],
      ['login-phone', phone.ok ? null : phone.key],
      ['login-password', passwordProblem(password)],
      ['login-confirm', password && !passwordProblem(password) ? passwordProblem(password, confirmation) : null],
    ]);
    if (!ok || !phone.ok) return;
    void run(async () => {
      finish(
        await accountCall<LoggedIn>(api, 'webapp/register', {
          method: 'POST',
          body: {
            reference_id: data.ref,
            name: name.trim(),
            email: email.trim() || undefined,
            phone: phone.phone,
            dial_code: phone.dialCode,
            password,
          },
        }),
      );
    });
  };

  const goTo = (next: LoginStep) => {
    setErrors({});
    setAlert(null);
    setStep(next);
  };

  if (authenticated) {
    return (
      <p role="status" className="account">
        {say(s, 'alreadyIn')}
      </p>
    );
  }

  const phoneInput = (
    <PhoneInput
      id="login-phone"
      s={s}
      locale={data.locale}
      country={country}
      national={national}
      onCountry={setCountry}
      onNational={setNational}
      error={errors['login-phone']}
      disabled={busy}
    />
  );
  const nameFields = (
    <>
      <TextField
        id="login-name"
        label={say(s, 'name')}
        required
        autoComplete="name"
        maxLength={100}
        value={name}
        onChange={setName}
        error={errors['login-name']}
      />
      <TextField
        id="login-email"
        label={say(s, 'emailOptional')}
        type="email"
        autoComplete="email"
        maxLength={200}
        value={email}
        onChange={setEmail}
        error={errors['login-email']}
      />
    </>
  );
  const shownPhone = sent ? `${sent.dialCode} ${sent.phone}` : '';

  return (
    <div className="account login">
      <Toast />
      {alert && (
        <p id="login-alert" role="alert" className="notice" tabIndex={-1} ref={alertRef}>
          {alert}
        </p>
      )}
      {step === 'phone' && (
        <form onSubmit={sendCode} noValidate aria-labelledby="login-phone-title">
          <h2 id="login-phone-title">{say(s, 'phoneTitle')}</h2>
          <p className="muted">{say(s, 'phoneIntro')}</p>
          {whatsapp && (
            <fieldset className="choices">
              <legend>{say(s, 'channel')}</legend>
              {(['sms', 'whatsapp'] as const).map((c) => (
                <label key={c}>
                  <input type="radio" name="login-channel" checked={channel === c} onChange={() => setChannel(c)} />{' '}
                  {say(s, `channel_${c}`)}
                </label>
              ))}
            </fieldset>
          )}
          {phoneInput}
          <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
            {say(s, 'sendCode')}
          </button>
        </form>
      )}
      {step === 'code' && sent && (
        <form onSubmit={verify} noValidate aria-labelledby="login-code-title">
          <h2 id="login-code-title">{say(s, 'codeTitle')}</h2>
          <p className="muted">
            {say(s, channel === 'whatsapp' ? 'codeSentWhatsapp' : 'codeSent')} <bdi dir="ltr">{shownPhone}</bdi>
          </p>
          <TextField
            id="login-code"
            label={say(s, 'code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={code}
            onChange={setCode}
            error={errors['login-code']}
          />
          <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
            {say(s, 'verify')}
          </button>
          <div className="row">
            <button type="button" onClick={resend} disabled={busy || secondsLeft > 0} data-testid="resend">
              {secondsLeft > 0 ? say(s, 'resendIn', { seconds: secondsLeft }) : say(s, 'resend')}
            </button>
            <button type="button" className="link" onClick={() => goTo('phone')}>
              {say(s, 'changePhone')}
            </button>
          </div>
        </form>
      )}
      {step === 'register' && (
        <form onSubmit={register} noValidate aria-labelledby="login-register-title">
          <h2 id="login-register-title">{say(s, 'registerTitle')}</h2>
          <p className="muted">{say(s, 'registerIntro')}</p>
          {nameFields}
          <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
            {say(s, 'createAccount')}
          </button>
        </form>
      )}
      {step === 'password' && (
        <form onSubmit={passwordLogin} noValidate aria-labelledby="login-password-title">
          <h2 id="login-password-title">{say(s, 'passwordTitle')}</h2>
          {phoneInput}
          <TextField
            id="login-password"
            label={say(s, 'password')}
            type="password"
            autoComplete="current-password"
            maxLength={128}
            value={password}
            onChange={setPassword}
            error={errors['login-password']}
          />
          <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
            {say(s, 'logIn')}
          </button>
          <p>
            <button type="button" className="link" onClick={() => goTo('create')}>
              {say(s, 'newHere')}
            </button>
          </p>
        </form>
      )}
      {step === 'create' && (
        <form onSubmit={createAccount} noValidate aria-labelledby="login-create-title">
          <h2 id="login-create-title">{say(s, 'createTitle')}</h2>
          {nameFields}
          {phoneInput}
          <TextField
            id="login-password"
            label={say(s, 'password')}
            type="password"
            autoComplete="new-password"
            maxLength={128}
            value={password}
            onChange={setPassword}
            error={errors['login-password']}
            hint={say(s, 'passwordHint')}
          />
          <TextField
            id="login-confirm"
            label={say(s, 'passwordConfirm')}
            type="password"
            autoComplete="new-password"
            maxLength={128}
            value={confirmation}
            onChange={setConfirmation}
            error={errors['login-confirm']}
          />
          <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
            {say(s, 'createAccount')}
          </button>
          <p>
            <button type="button" className="link" onClick={() => goTo('password')}>
              {say(s, 'haveAccount')}
            </button>
          </p>
        </form>
      )}
      <p>
        <a href={back}>{say(s, 'continueAsGuest')}</a>
      </p>
    </div>
  );
}

/** The channel of the code out, kept for the tab so a reload verifies and resends through the same one. */
function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // no session storage: a reload starts from SMS
  }
}
