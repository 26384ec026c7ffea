import { createContext } from 'react';

export type SnackType = 'normal' | 'success' | 'error';

/** A button in the snackbar (e.g. Retry): pressing it closes the snackbar and runs `onAction`. */
export type SnackAction = { label: string; onAction: () => void };

export type SnackOptions = { type?: SnackType; duration?: number; action?: SnackAction };

export type SnackbarApi = {
  showSnackbar: (message: string, options?: SnackOptions) => void;
  hideSnackbar: () => void;
};

// Lives in the shared @art/ui singleton so the shell's provider serves every remote's calls.
export const SnackbarContext = createContext<SnackbarApi | null>(null);
