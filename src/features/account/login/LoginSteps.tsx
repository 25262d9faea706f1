/** The login island's forms, one per step (loginFlow.ts decides the step; LoginView.tsx holds the fields). */
import { phoneText } from '../../../components/ui/phoneText.ts';
import { loadedPhoneKit } from '../../../lib/phoneRules.ts';
import type { FormEvent, RefObject } from 'react';
import { TextField } from '../../../components/ui/Field.tsx';
import PasswordFields from '../../../components/ui/PasswordFields.tsx';
import PhoneInput from '../../../components/ui/PhoneInput.tsx';
import Toast from '../../../components/ui/Toast.tsx';
import type { AccountData } from '../accountData.ts';
import { say, type Strings } from '../auth/text.ts';
import type { SentTo } from './loginFlow.ts';
import type { Channel, LoginStep } from './loginModel.ts';

type Passwords = { password: string; confirmation: string };

export interface LoginStepsProps {
  s: Strings;
  whatsapp: boolean;
  data: Pick<AccountData, 'locale' | 'countryCode' | 'dialCode'>;
  step: LoginStep;
  channel: Channel;
  sent: SentTo | null;
  busy: boolean;
  alert: string | null;
  alertRef: RefObject<HTMLParagraphElement | null>;
  errors: Record<string, string>;
  back: string;
  secondsLeft: number;
  fields: { country: string; national: string; code: string; name: string; email: string; passwords: Passwords };
  set: {
    setCountry: (v: string) => void;
    setNational: (v: string) => void;
    setCode: (v: string) => void;
    setName: (v: string) => void;
    setEmail: (v: string) => void;
    setPasswords: (v: Passwords) => void;
  };
  on: {
    sendCode: (e: FormEvent) => void;
    resend: () => void;
    verify: (e: FormEvent) => void;
    register: (e: FormEvent) => void;
    passwordLogin: (e: FormEvent) => void;
    createAccount: (e: FormEvent) => void;
    goTo: (step: LoginStep) => void;
    chooseChannel: (channel: Channel) => void;
  };
}

export default function LoginSteps(props: LoginStepsProps) {
  const { s, whatsapp, data, step, channel, sent, busy, alert, alertRef, errors, back, secondsLeft } = props;
  const { country, national, code, name, email, passwords } = props.fields;
  const { setCountry, setNational, setCode, setName, setEmail, setPasswords } = props.set;
  const { sendCode, resend, verify, register, passwordLogin, createAccount, goTo } = props.on;
  const phoneInput = (
    <PhoneInput
      id="login-phone"
      labels={{ country: say(s, 'countryCode'), phone: say(s, 'phone') }}
      locale={data.locale}
      country={country}
      dialCode={country === data.countryCode ? data.dialCode : null}
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
  // As people read it ("+41 78 123 45 67"), by the phone rules already loaded to check it; as typed without them.
  const shownPhone = sent ? phoneText(loadedPhoneKit(), sent.dialCode, sent.phone) : '';

  return (
    <div className="account plain-controls login">
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
                  <input
                    type="radio"
                    name="login-channel"
                    checked={channel === c}
                    onChange={() => props.on.chooseChannel(c)}
                  />{' '}
                  {say(s, `channel_${c}`)}
                </label>
              ))}
            </fieldset>
          )}
          {phoneInput}
          <button type="submit" className="primary" aria-disabled={busy} aria-busy={busy}>
            {say(s, 'sendCode')}
          </button>
        </form>
      )}
      {step === 'code' && sent && (
        <form onSubmit={verify} noValidate aria-labelledby="login-code-title">
          <h2 id="login-code-title">{say(s, 'codeTitle')}</h2>
          <p className="muted" id="login-code-sent">
            {say(s, channel === 'whatsapp' ? 'codeSentWhatsapp' : 'codeSent')}{' '}
            <bdi dir="ltr" className="phone-number">
              {shownPhone}
            </bdi>
          </p>
          <TextField
            id="login-code"
            describedBy="login-code-sent"
            label={say(s, 'code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={code}
            onChange={setCode}
            error={errors['login-code']}
          />
          <button type="submit" className="primary" aria-disabled={busy} aria-busy={busy}>
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
          <button type="submit" className="primary" aria-disabled={busy} aria-busy={busy}>
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
            value={passwords.password}
            onChange={(password) => setPasswords({ ...passwords, password })}
            error={errors['login-password']}
          />
          <button type="submit" className="primary" aria-disabled={busy} aria-busy={busy}>
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
          <PasswordFields
            ids={{ password: 'login-password', confirmation: 'login-confirm' }}
            labels={{
              password: say(s, 'password'),
              confirmation: say(s, 'passwordConfirm'),
              hint: say(s, 'passwordHint'),
            }}
            values={passwords}
            onChange={(v) => setPasswords({ password: v.password, confirmation: v.confirmation })}
            errors={errors}
          />
          <button type="submit" className="primary" aria-disabled={busy} aria-busy={busy}>
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
