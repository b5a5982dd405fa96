import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor wait for what must appear, they do not measure speed: on a loaded two-core machine the
// default second is not always enough for a lazy chunk and a fake API answer, so they wait up to ten.
configure({ asyncUtilTimeout: 10000 });

afterEach(() => {
  cleanup();
});

// jsdom has no layout engine; ScrollRestoration and "scroll to form" only need the call to exist.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// jsdom has <dialog> but no showModal/close; the modal's behaviour (focus, Escape) is covered in the browser tests.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
