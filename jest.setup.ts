import '@testing-library/jest-dom';

// next.config.mjs sets trailingSlash; Next inlines this flag at build, and next/link reads it to write hrefs.
process.env.__NEXT_TRAILING_SLASH = 'true';

/**
 * jsdom has <dialog> without its methods. A stand-in with the browser's behaviour that the components rely
 * on: showModal() opens it, close() closes it and fires `close`, and Escape (unless its keydown is
 * cancelled) fires `cancel` on the open dialog, which closes it unless the event is cancelled. (Focus and the top layer are tested in Chromium.)
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    // As in the browser, an Escape whose keydown was cancelled is no close request.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
    if (dialog && dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}
