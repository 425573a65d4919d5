// Lets Node load the client's route table (client/src/app/paths.ts), whose own imports omit the `.ts` extension
// as Vite allows: an extensionless relative import that Node cannot find is retried with `.ts` and `.tsx`.
import { registerHooks } from 'node:module';

const RELATIVE = /^\.{1,2}\//;
const HAS_EXTENSION = /\.[cm]?[jt]sx?$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!RELATIVE.test(specifier) || HAS_EXTENSION.test(specifier)) throw error;
      for (const extension of ['.ts', '.tsx']) {
        try {
          return nextResolve(`${specifier}${extension}`, context);
        } catch {
          // try the next extension
        }
      }
      throw error;
    }
  },
});
