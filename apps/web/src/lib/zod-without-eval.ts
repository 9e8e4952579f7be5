// What `zod` means in the web build (vite.config.ts points the name here): zod itself, set to parse
// without compiling parsers through `new Function`. The CSP allows no eval, and reports even zod's
// probe for it as a violation. As every schema's own `zod`, the contract's included, this runs
// before any schema is built, whichever chunk the bundler puts it in.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
