import { createContext } from 'react';

export type SnackType = 'normal' | 'success' | 'error';

export type SnackOptions = { type?: SnackType; duration?: number };

export type SnackbarApi = {
  showSnackbar: (message: string, options?: SnackOptions) => void;
  hideSnackbar: () => void;
};

// Lives in the shared @art/ui singleton so the shell's provider serves every remote's calls.
export const SnackbarContext = createContext<SnackbarApi | null>(null);
