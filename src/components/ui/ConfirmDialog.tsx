/**
 * A modal question with a confirm and a cancel button (native <dialog>: focus kept inside, Escape cancels). It opens
 * on Cancel, never on the confirming button: Enter twice must not delete an account. (React's `autoFocus` focuses
 * at mount, while the dialog is still closed, and `showModal()` then focused the first button.) What the question
 * means (its children) describes the dialog.
 */
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    }
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  const described = props.children != null && props.children !== false;
  return (
    <dialog
      ref={ref}
      className="sheet"
      aria-labelledby={`${props.id}-title`}
      aria-describedby={described ? `${props.id}-body` : undefined}
      onCancel={(e) => {
        e.preventDefault();
        props.onCancel();
      }}
    >
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      {described && <div id={`${props.id}-body`}>{props.children}</div>}
      <div className="row actions">
        <button
          type="button"
          className={props.danger ? 'danger' : 'primary'}
          aria-disabled={props.busy}
          aria-busy={props.busy}
          onClick={props.onConfirm}
        >
          {props.confirm}
        </button>
        <button type="button" ref={cancelRef} onClick={props.onCancel}>
          {props.cancel}
        </button>
      </div>
    </dialog>
  );
}
