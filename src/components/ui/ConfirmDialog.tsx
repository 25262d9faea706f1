/** A modal question with a confirm and a cancel button (native <dialog>: focus kept inside, Escape cancels). */
import { useEffect, useRef, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  id: string;
  open: boolean;
  title: string;
  children?: ReactNode;
  confirm: string;
  cancel: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function ConfirmDialog(props: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      className="sheet"
      aria-labelledby={`${props.id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        props.onCancel();
      }}
    >
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      {props.children}
      <div className="row actions">
        <button
          type="button"
          className={props.danger ? 'danger' : 'primary'}
          disabled={props.busy}
          aria-busy={props.busy}
          onClick={props.onConfirm}
        >
          {props.confirm}
        </button>
        <button type="button" onClick={props.onCancel} autoFocus>
          {props.cancel}
        </button>
      </div>
    </dialog>
  );
}
