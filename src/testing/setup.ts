import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` end as soon as their condition holds; on a busy 2-core machine (the unit
// suite beside the end-to-end and functions tests) a screen's first render, which loads its
// modules, has taken more than 5 s to get there
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
