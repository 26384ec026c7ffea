import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './useFocusTrap.js';

export type DialogProps = {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
  closeLabel?: string;
  testId?: string;
};

export function Dialog({ isOpen, title, onClose, children, actions, closeLabel = 'Close', testId }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, isOpen, onClose);
  if (!isOpen || typeof document === 'undefined') return null;

  function handleBackdropClick(event: React.MouseEvent) {
    if (event.target === event.currentTarget) onClose();
  }

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the dialog closes it; keyboard users have Esc
    <div className="art-dialog__backdrop" role="presentation" onMouseDown={handleBackdropClick}>
      <div
        ref={panelRef}
        className="art-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
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
    </div>,
    document.body,
  );
}
