/** The toast of the helper state (spec §3, §4): shown a few seconds, announced politely, errors assertively. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $toast, hideToast } from '../../stores/helper.ts';
import Isolated from './Isolated.tsx';

export const TOAST_MS = 5000;

export default function Toast() {
  const toast = useStore($toast);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(hideToast, TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  // The live region stays in the page so screen readers hear what is put into it.
  return (
    <div
      className="toast"
      role={toast?.type === 'error' ? 'alert' : 'status'}
      data-type={toast?.type ?? 'success'}
      data-visible={toast ? 'true' : 'false'}
      data-testid="account-toast"
    >
      {toast?.values ? <Isolated text={toast.msg} values={toast.values} /> : (toast?.msg ?? '')}
    </div>
  );
}
