/**
 * The wallet islands (spec §2 /wallet/home, /wallet/walletPackage, /wallet/{packageId}, /wallet/history): the
 * balance (Σ balance items) with the on-hold balance and the policy; the packages on offer; one package bought
 * with a demo payment (POST webapp/wallet/package/{id}); the credit history. Each reads GET webapp/wallet with the
 * customer's token; a guest is told to log in (the auth guard normally sends them there first).
 */
import { Boundary } from '../../../components/ui/Boundary.tsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { localized } from '../../../domain/localizedText.ts';
import { formatMoney } from '../../../domain/money.ts';
import { shortOrderNumber } from '../../../domain/orderNumber.ts';
import { fill } from '../../../components/ui/fill.ts';
import Isolated from '../../../components/ui/Isolated.tsx';
import { useAction } from '../../../components/ui/useAction.ts';
import {
  formatDateTime,
  LoadState,
  NeedLogin,
  useAccountSession,
  useLoad,
  type AccountSession,
  type CommonStrings,
} from './session.tsx';
import {
  creditHistory,
  packageAmounts,
  packageDescription,
  packageIdFromPath,
  packagesOf,
  walletSummary,
  type WalletAnswer,
} from './wallet.ts';

export type WalletPageKind = 'home' | 'packages' | 'package' | 'history';

export interface WalletViewProps {
  view: WalletPageKind;
  strings: Record<string, string>;
}

type Strings = Record<string, string> & CommonStrings;

function WalletViewIsland({ view, strings: s }: WalletViewProps) {
  const session = useAccountSession();
  if (!session) return <p role="alert">{s.broken}</p>;
  if (!session.authenticated) return <NeedLogin data={session.data} s={s} />;
  return <WalletPage view={view} s={s} session={session} />;
}

function WalletPage({ view, s, session }: { view: WalletPageKind; s: Strings; session: AccountSession }) {
  const { data, api } = session;
  const loaded = useLoad(`${session.userId}`, () => api.wallet().then((a) => a.wallet ?? null));
  const [wallet, setWallet] = useState<WalletAnswer>(undefined);
  if (loaded.state !== 'done') return <LoadState loaded={loaded} s={s} />;
  const current = wallet ?? loaded.value;
  if (!data.enableWallet) return <p className="notice">{s.disabled}</p>;
  const money = (minor: number) => formatMoney(minor, data.currency, data.locale);
  const text = (t: Parameters<typeof localized>[0]) => localized(t, data.locale, data.fallbacks);
  const summary = walletSummary(current, data.currency);

  const balance = (
    <section className="card wallet-balance" aria-labelledby="wallet-balance-title">
      <h2 id="wallet-balance-title">{s.balanceTitle}</h2>
      <p className="wallet-amount" data-testid="wallet-balance">
        {money(summary.balance)}
      </p>
      {summary.onHold > 0 && (
        <p className="muted" data-testid="wallet-on-hold">
          {fill(s.onHold, { amount: money(summary.onHold) })}
        </p>
      )}
    </section>
  );

  if (view === 'home') {
    const policy = text(current?.policy);
    return (
      <div className="account">
        {balance}
        <ul className="type-list" aria-label={s.walletLinks}>
          <li>
            <a className="button" href={data.links.walletPackages}>
              {s.buyCredit}
            </a>
          </li>
          <li>
            <a className="button secondary" href={data.links.walletHistory}>
              {s.history}
            </a>
          </li>
        </ul>
        {policy && (
          <section aria-labelledby="wallet-policy-title">
            <h2 id="wallet-policy-title">{s.policyTitle}</h2>
            <p className="keep-lines">{policy}</p>
          </section>
        )}
      </div>
    );
  }

  if (view === 'history') {
    const entries = creditHistory(current, data.currency);
    return (
      <div className="account">
        {balance}
        {entries.length === 0 ? (
          <p>{s.historyEmpty}</p>
        ) : (
          <ul className="account-list" aria-label={s.history}>
            {entries.map((e) => {
              const pack = packagesOf(current).find((p) => p.id === e.packageId);
              const reason =
                e.reason === 'package' ? (
                  <Isolated
                    text={s.reasonPackage}
                    values={{ name: pack ? text(pack.name) : `#${e.packageId ?? ''}` }}
                  />
                ) : e.reason === 'order' ? (
                  // The order's number as its page writes it ("D2A6DA56", not "d2a6da56").
                  fill(s.reasonOrder, { id: shortOrderNumber({ id: e.orderId ?? '' }) })
                ) : (
                  e.reason
                );
              return (
                <li key={e.id} className="account-row">
                  <span>
                    {e.orderId ? (
                      <a href={`${data.links.ordersDetails}?id=${encodeURIComponent(e.orderId)}`}>{reason}</a>
                    ) : (
                      reason
                    )}
                    <br />
                    <span className="muted">{formatDateTime(e.createdAt, data.locale, data.timeZone)}</span>
                  </span>
                  <span className={e.amount < 0 ? 'amount debit' : 'amount credit'}>
                    {e.amount > 0 ? '+' : ''}
                    {money(e.amount)}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    );
  }

  const packages = packagesOf(current);
  if (view === 'packages') {
    return (
      <div className="account">
        {balance}
        {packages.length === 0 ? (
          <p>{s.noPackages}</p>
        ) : (
          <ul className="cards">
            {packages.map((p) => {
              const amounts = packageAmounts(p, data.currency);
              const name = text(p.name);
              const description = packageDescription(text(p.description), p, data.currency);
              return (
                <li key={p.id} className="card">
                  <h2>{name}</h2>
                  {description && <p>{description}</p>}
                  <p>
                    {fill(s.packageTerms, { price: money(amounts.price), amount: money(amounts.credit) })}
                    {amounts.bonus > 0 && (
                      <>
                        {' '}
                        <strong>{fill(s.packageBonus, { amount: money(amounts.bonus) })}</strong>
                      </>
                    )}
                  </p>
                  <a
                    className="button"
                    href={`${data.links.wallet}/${p.id}`}
                    aria-label={fill(s.chooseNamed, { name })}
                  >
                    {s.choose}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    );
  }

  return <BuyPackage s={s} session={session} wallet={current} onBought={setWallet} balance={balance} />;
}

function BuyPackage(props: {
  s: Strings;
  session: AccountSession;
  wallet: WalletAnswer;
  onBought: (w: WalletAnswer) => void;
  balance: ReactNode;
}) {
  const { s, session, wallet } = props;
  const { data, api } = session;
  const [id] = useState(() => packageIdFromPath(location.pathname));
  const { busy, error, run } = useAction((err) => (err instanceof Error ? err.message : ''));
  const [done, setDone] = useState<number | null>(null);
  // The button pressed is gone once bought: the keyboard's focus goes to what replaced it, not to the page's start.
  const bought = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done !== null) bought.current?.focus();
  }, [done]);
  const money = (minor: number) => formatMoney(minor, data.currency, data.locale);
  const pack = packagesOf(wallet).find((p) => p.id === id);
  if (!pack) {
    return (
      <div className="account">
        <p role="alert" className="notice">
          {s.unknownPackage}
        </p>
        <a className="button" href={data.links.walletPackages}>
          {s.allPackages}
        </a>
      </div>
    );
  }
  const amounts = packageAmounts(pack, data.currency);
  const name = localized(pack.name, data.locale, data.fallbacks);
  const description = packageDescription(localized(pack.description, data.locale, data.fallbacks), pack, data.currency);
  const buy = () =>
    run(async () => {
      const answer = await api.buyPackage(pack.id);
      props.onBought(answer.wallet ?? null);
      setDone(amounts.credit);
    });
  return (
    <div className="account">
      <section className="card" aria-labelledby="package-title">
        <h2 id="package-title">{name}</h2>
        {description && <p>{description}</p>}
        <p>
          {fill(s.packageTerms, { price: money(amounts.price), amount: money(amounts.credit) })}
          {amounts.bonus > 0 && <strong> {fill(s.packageBonus, { amount: money(amounts.bonus) })}</strong>}
        </p>
        {done === null ? (
          <>
            <p className="muted" id="demo-payment">
              {s.demoPayment}
            </p>
            <button
              type="button"
              className="button primary"
              onClick={() => void buy()}
              aria-disabled={busy}
              aria-describedby="demo-payment"
            >
              {busy ? s.buying : fill(s.buy, { price: money(amounts.price) })}
            </button>
          </>
        ) : (
          <p role="status" className="notice" data-testid="package-bought" tabIndex={-1} ref={bought}>
            {fill(s.bought, {
              amount: money(done),
              balance: money(walletSummary(wallet, data.currency).balance),
            })}
          </p>
        )}
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
      </section>
      {props.balance}
      <p className="row">
        <a href={data.links.walletHome}>{s.backToWallet}</a> <a href={data.links.walletPackages}>{s.allPackages}</a>
      </p>
    </div>
  );
}

/** The island, behind its boundary: an answer of an unexpected shape shows a message and "try again", not a blank. */
export default function WalletView(props: WalletViewProps) {
  const s = props.strings as { loadFailed?: string; retry?: string };
  return (
    <Boundary message={s.loadFailed ?? ''} retry={s.retry ?? ''}>
      <WalletViewIsland {...props} />
    </Boundary>
  );
}
