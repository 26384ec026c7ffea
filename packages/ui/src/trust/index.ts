// '@art/ui/trust': the report and block dialogs that several areas open (an artwork page, a profile,
// a post). Not in the package root, which the shell shares with every remote and so loads in the
// first render: each remote that opens these bundles this entry. It takes the session, the snackbar
// and the dialogs from '@art/ui' by name, so they stay the shell's one shared copy.
export { AFTER_BLOCK_PATH, BlockDialog, type BlockDialogProps, type BlockPlace } from './BlockDialog.js';
export { REPORT_CATEGORIES_KEY, ReportDialog, type ReportDialogProps } from './ReportDialog.js';
