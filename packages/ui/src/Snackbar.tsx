import type { SnackAction, SnackType } from './SnackbarContext.js';

export type SnackbarProps = {
  message: string;
  type: SnackType;
  onClose: () => void;
  closeLabel: string;
  /** A button beside the message (Retry); pressing it closes the snackbar first. */
  action?: SnackAction;
};

/** The visible message; it is announced by the live region it is rendered into (SnackbarProvider). */
export function Snackbar({ message, type, onClose, closeLabel, action }: SnackbarProps) {
  return (
    <div className={`art-snackbar art-snackbar--${type}`} data-testid="snackbar" data-type={type}>
      <span className="art-snackbar__message">{message}</span>
      {action && (
        <button
          type="button"
          className="art-snackbar__action"
          onClick={() => {
            onClose();
            action.onAction();
          }}
          data-testid="snackbar-action"
        >
          {action.label}
        </button>
      )}
      <button type="button" className="art-snackbar__close" aria-label={closeLabel} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
