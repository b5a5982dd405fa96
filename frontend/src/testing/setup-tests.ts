import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom has no layout engine; ScrollRestoration and "scroll to form" only need the call to exist.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
