import { configure } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { resetFingerprintForTests } from '~/shared/fingerprint.ts';

// Modules keep a little state between calls, and files share modules (isolate: false): each test
// starts from none.
beforeEach(() => {
  resetFingerprintForTests();
});

// findBy* and waitFor give up after 1 s by default: on a busy CI machine (two cores, the server's
// tests beside) a render that is right can take longer. A wrong one still fails, only later.
configure({ asyncUtilTimeout: 5_000 });
