import type { SnackType } from './SnackbarContext.js';

export type SnackbarProps = { message: string; type: SnackType; onClose: () => void; closeLabel: string };

/** The visible message; it is announced by the live region it is rendered into (SnackbarProvider). */
export function Snackbar({ message, type, onClose, closeLabel }: SnackbarProps) {
  return (
    <div className={`art-snackbar art-snackbar--${type}`} data-testid="snackbar" data-type={type}>
      <span className="art-snackbar__message">{message}</span>
      <button type="button" className="art-snackbar__close" aria-label={closeLabel} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
