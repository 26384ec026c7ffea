import type { SnackType } from './SnackbarContext.js';

export type SnackbarProps = { message: string; type: SnackType; onClose: () => void; closeLabel: string };

export function Snackbar({ message, type, onClose, closeLabel }: SnackbarProps) {
  return (
    <div
      className={`art-snackbar art-snackbar--${type}`}
      role={type === 'error' ? 'alert' : 'status'}
      data-testid="snackbar"
      data-type={type}
    >
      <span className="art-snackbar__message">{message}</span>
      <button type="button" className="art-snackbar__close" aria-label={closeLabel} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
