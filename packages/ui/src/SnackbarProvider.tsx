import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACK_ACTION_DURATION, SNACK_DEFAULT_DURATION } from './constants.js';
import { Snackbar } from './Snackbar.js';
import {
  type SnackAction,
  type SnackbarApi,
  SnackbarContext,
  type SnackOptions,
  type SnackType,
} from './SnackbarContext.js';

type Snack = { id: number; message: string; type: SnackType; duration: number; action?: SnackAction };

export type SnackbarProviderProps = { children: ReactNode };

export function SnackbarProvider({ children }: SnackbarProviderProps) {
  const { t } = useTranslation('ui');
  const [snack, setSnack] = useState<Snack | null>(null);

  const showSnackbar = useCallback((message: string, options: SnackOptions = {}) => {
    setSnack({
      id: Date.now(),
      message,
      type: options.type ?? 'normal',
      duration: options.duration ?? (options.action ? SNACK_ACTION_DURATION : SNACK_DEFAULT_DURATION),
      action: options.action,
    });
  }, []);
  const hideSnackbar = useCallback(() => setSnack(null), []);

  useEffect(() => {
    // An action's snackbar (SNACK_ACTION_DURATION) has no timer.
    if (!snack || !Number.isFinite(snack.duration)) return;
    const timer = window.setTimeout(() => setSnack(null), snack.duration);
    return () => window.clearTimeout(timer);
  }, [snack]);

  const api = useMemo<SnackbarApi>(() => ({ showSnackbar, hideSnackbar }), [showSnackbar, hideSnackbar]);

  const visible = snack && (
    <Snackbar
      key={snack.id}
      message={snack.message}
      type={snack.type}
      onClose={hideSnackbar}
      closeLabel={t('close')}
      action={snack.action}
    />
  );

  // Both live regions exist from the first render and stay: screen readers announce changes to a
  // region they already know, not a region inserted together with its text. Errors interrupt
  // (assertive), everything else waits its turn (polite).
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <div className="art-snackbar-region">
        <div role="status" aria-live="polite" aria-atomic="true" data-testid="snackbar-live-polite">
          {snack?.type !== 'error' && visible}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="true" data-testid="snackbar-live-assertive">
          {snack?.type === 'error' && visible}
        </div>
      </div>
    </SnackbarContext.Provider>
  );
}
