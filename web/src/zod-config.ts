import * as z from 'zod/mini';

// Our Content-Security-Policy forbids eval; without this, zod probes `new Function` on first parse and the
// browser reports a CSP violation for the probe.
z.config({ jitless: true });
