/**
 * The options every deployed function shares: the region (the one firebase.json's Hosting
 * rewrites name, beside the Firestore database whose triggers they are) and the instance cap.
 *
 * firebase-functions reads the global options when a function is *defined*, not when it is
 * deployed, and ES modules evaluate every import before the importing module's body. So
 * setGlobalOptions in index.ts's body ran after all the `export … from './triggers/…'` modules
 * had defined their functions, and those went to the default region. Each module that defines a
 * function imports this one instead: an import is evaluated before its importer, whatever order
 * the modules are loaded in. The deploy preflight (scripts/deploy-preflight.ts) checks the result.
 */
import { setGlobalOptions, type GlobalOptions } from 'firebase-functions/v2';
import { config } from './config.js';

export const FUNCTION_OPTIONS = { region: config.region, maxInstances: 20 } as const satisfies GlobalOptions;

setGlobalOptions(FUNCTION_OPTIONS);
