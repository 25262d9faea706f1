/**
 * The login island (spec §2 /{ref}/login, guests only; §7 account calls). With codes: the phone and its country,
 * send-otp (by SMS, or WhatsApp where the business has a WhatsApp number), the six-digit code (verify-otp or
 * verify-by-whatsapp), a resend whose 30-second timer survives a reload (the auth store keeps when the code went
 * out), and for a new phone the name that makes the account (register / register-whatsapp with the verification
 * token). Where the business disables OTP: phone and password (webapp/login), or a new account with a password.
 * Afterwards the customer goes to `?next=` when it is a page of this business (safeNext), else the profile.
 */
import { ApiFailure } from '../../../lib/api/browser.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAction } from '../../../components/ui/useAction.ts';
import { isAuthenticated, resendSecondsLeft } from '../../../domain/auth.ts';
import { loadPhoneRules } from '../../../lib/phoneRules.ts';
import { $auth, codeUsed, logIn, otpSent } from '../../../stores/auth.ts';
import { fromRoute, lastRoute, showToast } from '../../../stores/helper.ts';
import type { AccountData } from '../accountData.ts';
import { guestApi, readAccountData, safeNext } from '../api.ts';
import { refusalText } from '../auth/refusal.ts';
import { say, type Strings } from '../auth/text.ts';
import { createLoginFlow } from './loginFlow.ts';
import LoginSteps from './LoginSteps.tsx';
import {
  codeProblem,
  detailsProblems,
  normalizeCode,
  passwordProblem,
  phoneFor,
  type FieldProblems,
  type LoginStep,
} from './loginModel.ts';

export interface LoginViewProps {
  strings: Strings;
  /** The business has a WhatsApp number: codes may go by WhatsApp. */
  whatsapp: boolean;
}

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
const NAME_IDS = { name: 'login-name', email: 'login-email' };

function Login({ strings: s, whatsapp, data }: LoginViewProps & { data: AccountData }) {
  const auth = useStore($auth);
  const authenticated = isAuthenticated({ token: auth.token, user: auth.user }, data.businessUserId);
  const target = useMemo(
    () =>
      safeNext(
        data.ref,
        new URLSearchParams(location.search).get('next'),
        data.links.profile,
        document.documentElement.dataset.base, // '' at the root of the business's own domain
      ),
    [data],
  );
  // "Continue without logging in": the page the customer came from, unless it is one that needs the login (any page
  // of an account: orders, wallet, profile, addresses), else the menu. Back to the orders' history, a guest was
  // asked to log in again, round and round; a checkout that offered the login (or whose session ended) is a guest's
  // to go back to, halfway through an order.
  const back = useMemo(() => {
    const accountPaths = [
      data.links.profile,
      data.links.locations,
      data.links.walletHome,
      data.links.walletHistory,
      data.links.walletPackages,
      data.links.wallet,
      data.links.ordersHistory,
      data.links.ordersDetails,
    ].map((href) => href.split(/[?#]/)[0]);
    const guestMay = (route: string | null) => route !== null && !accountPaths.includes(route.split(/[?#]/)[0]!);
    const last = lastRoute();
    const from = fromRoute();
    return guestMay(last) ? last! : guestMay(from) ? from! : data.links.menu || data.links.home;
  }, [data]);
  const flow = useMemo(
    () =>
      createLoginFlow({
        api: guestApi(data.apiUrl, data.locale), // no token, and a 401 here is a wrong password
        ref: data.ref,
        disableOtp: data.disableOtp,
        auth: { state: () => $auth.get(), otpSent, codeUsed, logIn },
        now: () => Date.now(),
        channelStore: tabValue(`sf:${data.ref}:login-channel`),
        registerStore: tabValue(`sf:${data.ref}:login-register`),
      }),
    [data],
  );
  const { step, channel, sent } = useStore(flow.$login);
  const [country, setCountry] = useState(data.countryCode || 'KW');
  const [national, setNational] = useState('');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [passwords, setPasswords] = useState({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [now, setNow] = useState(() => Date.now());
  const alertRef = useRef<HTMLParagraphElement>(null);
  const firstRender = useRef(true);
  const { busy, error: alert, run, setError: setAlert } = useAction((e) => refusalText(s, e));

  // Guests only (spec §6): a logged-in customer goes on to where they were heading.
  useEffect(() => {
    if (authenticated) location.replace(target);
  }, [authenticated, target]);

  // A code sent a moment ago (then a reload): back to the code, the resend timer where it was.
  useEffect(() => {
    flow.restore();
    const restored = flow.$login.get().sent;
    if (!restored) return;
    setNational(restored.phone);
    if (restored.dialCode !== data.dialCode) {
      void import('../../../components/ui/phoneCountries.ts').then((m) =>
        setCountry(m.countryForDialCode(restored.dialCode, data.countryCode || 'KW', data.locale)),
      );
    }
  }, [flow, data]);

  // Spec §9: 30 seconds, the auth store's timerDuration.
  const secondsLeft = resendSecondsLeft(auth.startOtpTime, now, auth.timerDuration);
  const ticking = secondsLeft > 0;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(FIRST_FIELD[step])?.focus();
  }, [step]);
  useEffect(() => {
    if (alert) requestAnimationFrame(() => alertRef.current?.focus());
  }, [alert]);

  /** Field problems, shown by their fields; the first gets the focus. Returns whether there were none. */
  const check = (problems: FieldProblems) => {
    const found = Object.fromEntries(problems.filter(([, p]) => p).map(([f, p]) => [f, say(s, p!)]));
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) requestAnimationFrame(() => document.getElementById(first)?.focus());
    return !first;
  };
  /** The typed phone, read with the phone rules (loaded with the first phone sent). */
  const typedPhone = async () => phoneFor(national, country, await loadPhoneRules());
  const started = () => setNow(Date.now());

  const sendCode = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const phone = await typedPhone();
      if (!check([['login-phone', phone.ok ? null : phone.key]]) || !phone.ok) return;
      await flow.sendCode(phone);
      started();
      setCode('');
    });
  };

  const resend = () =>
    void run(async () => {
      try {
        await flow.resend();
        setCode('');
        showToast(say(s, 'codeResent'));
      } finally {
        started();
      }
    });

  const verify = (e: React.FormEvent) => {
    e.preventDefault();
    const typed = normalizeCode(code);
    if (!check([['login-code', codeProblem(typed)]])) return;
    void run(async () => {
      try {
        await flow.verify(typed);
      } catch (error) {
        setCode('');
        // A wrong code is the code field's problem: said by the field (attempts left included), focus on it.
        if (!(error instanceof ApiFailure) || error.code !== 'wrong_code') throw error;
        setErrors({ 'login-code': refusalText(s, error) });
        requestAnimationFrame(() => document.getElementById('login-code')?.focus());
      }
    });
  };

  const register = (e: React.FormEvent) => {
    e.preventDefault();
    if (!check(detailsProblems(NAME_IDS, name, email))) return;
    void run(() => flow.register(name, email));
  };

  const passwordLogin = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const phone = await typedPhone();
      const ok = check([
        ['login-phone', phone.ok ? null : phone.key],
        ['login-password', passwords.password ? null : 'passwordRequired'],
      ]);
      if (ok && phone.ok) await flow.passwordLogin(phone, passwords.password);
    });
  };

  const createAccount = (e: React.FormEvent) => {
    e.preventDefault();
    const { password, confirmation } = passwords;
    void run(async () => {
      const phone = await typedPhone();
      const ok = check([
        ...detailsProblems(NAME_IDS, name, email),
        ['login-phone', phone.ok ? null : phone.key],
        ['login-password', passwordProblem(password)],
        ['login-confirm', password && !passwordProblem(password) ? passwordProblem(password, confirmation) : null],
      ]);
      if (ok && phone.ok) await flow.createAccount(phone, name, email, password);
    });
  };

  const goTo = (next: LoginStep) => {
    setErrors({});
    setAlert(null);
    flow.goTo(next);
  };

  if (authenticated) {
    return (
      <p role="status" className="account plain-controls">
        {say(s, 'alreadyIn')}
      </p>
    );
  }
  return (
    <LoginSteps
      {...{ s, whatsapp, data, step, channel, sent, busy, alert, alertRef, errors, back, secondsLeft }}
      fields={{ country, national, code, name, email, passwords }}
      set={{ setCountry, setNational, setCode, setName, setEmail, setPasswords }}
      on={{ sendCode, resend, verify, register, passwordLogin, createAccount, goTo, chooseChannel: flow.chooseChannel }}
    />
  );
}

/** A value kept for the tab (sessionStorage): the code's channel, a verified phone waiting for its account. */
function tabValue(key: string) {
  return {
    read: (): string | null => {
      try {
        return sessionStorage.getItem(key);
      } catch {
        return null;
      }
    },
    write: (value: string | null): void => {
      try {
        if (value === null) sessionStorage.removeItem(key);
        else sessionStorage.setItem(key, value);
      } catch {
        // no session storage: a reload starts from SMS, and from the phone
      }
    },
  };
}
