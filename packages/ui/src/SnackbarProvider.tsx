import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACK_DEFAULT_DURATION } from './constants.js';
import { Snackbar } from './Snackbar.js';
import { type SnackbarApi, SnackbarContext, type SnackOptions, type SnackType } from './SnackbarContext.js';

type Snack = { id: number; message: string; type: SnackType; duration: number };

export type SnackbarProviderProps = { children: ReactNode };

export function SnackbarProvider({ children }: SnackbarProviderProps) {
  const { t } = useTranslation('ui');
  const [snack, setSnack] = useState<Snack | null>(null);

  const showSnackbar = useCallback((message: string, options: SnackOptions = {}) => {
    setSnack({
      id: Date.now(),
      message,
      type: options.type ?? 'normal',
      duration: options.duration ?? SNACK_DEFAULT_DURATION,
    });
  }, []);
  const hideSnackbar = useCallback(() => setSnack(null), []);

  useEffect(() => {
    if (!snack) return;
    const timer = window.setTimeout(() => setSnack(null), snack.duration);
    return () => window.clearTimeout(timer);
  }, [snack]);

  const api = useMemo<SnackbarApi>(() => ({ showSnackbar, hideSnackbar }), [showSnackbar, hideSnackbar]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <div className="art-snackbar-region">
        {snack && (
          <Snackbar
            key={snack.id}
            message={snack.message}
            type={snack.type}
            onClose={hideSnackbar}
            closeLabel={t('close')}
          />
        )}
      </div>
    </SnackbarContext.Provider>
  );
}
