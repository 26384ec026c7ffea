import { type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { isBackdropPointer, useModalDialog } from './useModalDialog.js';

export type DialogProps = {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
  closeLabel?: string;
  testId?: string;
};

/** A modal on the native <dialog>: focus trap, inert page and Escape come from the browser. */
export function Dialog({ isOpen, title, onClose, children, actions, closeLabel = 'Close', testId }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useModalDialog(dialogRef, isOpen, onClose);

  function handleBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (isBackdropPointer(event)) onClose();
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click beside the dialog closes it; keyboard users have Esc
    <dialog
      ref={dialogRef}
      className="art-dialog"
      aria-labelledby={titleId}
      data-testid={testId}
      onClick={handleBackdrop}
    >
      {isOpen && (
        <div className="art-dialog__panel">
          <div className="art-dialog__header">
            <h2 id={titleId} className="art-dialog__title">
              {title}
            </h2>
            <button type="button" className="art-dialog__close" aria-label={closeLabel} onClick={onClose}>
              ×
            </button>
          </div>
          {children && <div className="art-dialog__body">{children}</div>}
          {actions && <div className="art-dialog__actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
