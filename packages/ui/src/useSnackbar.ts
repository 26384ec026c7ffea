import { useContext } from 'react';
import { type SnackbarApi, SnackbarContext } from './SnackbarContext.js';

const NO_SNACKBAR: SnackbarApi = {
  showSnackbar: (message) => console.warn('No SnackbarProvider mounted:', message),
  hideSnackbar: () => {},
};

export function useSnackbar(): SnackbarApi {
  return useContext(SnackbarContext) ?? NO_SNACKBAR;
}
