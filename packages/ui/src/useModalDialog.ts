import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Opens `ref` (a native <dialog>) as a modal while `isOpen`: the browser keeps focus inside, makes
 * the page behind inert and turns Escape into a `cancel` event, which is handed to `onClose` so the
 * owner's state stays the truth. Focus starts on `[data-autofocus]` when there is one and goes back
 * to the control that opened the dialog when it closes.
 *
 * `onClose` is read through a ref: owners pass inline callbacks, and an effect that re-ran on every
 * render of the owner would pull focus back to the start of the dialog (picking a language in the
 * drawer used to jump to "Close menu").
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, isOpen: boolean, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!isOpen || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();

    function handleCancel(event: Event) {
      event.preventDefault();
      onCloseRef.current();
    }
    // Chrome lets a second Escape close the dialog even when `cancel` is prevented.
    function handleClose() {
      onCloseRef.current();
    }
    dialog.addEventListener('cancel', handleCancel);
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('cancel', handleCancel);
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, isOpen]);
}

/** A pointer-down on the dialog element itself (not its content) is a click on the backdrop. */
export function isBackdropPointer(event: { target: EventTarget | null; currentTarget: EventTarget | null }) {
  return event.target === event.currentTarget;
}
