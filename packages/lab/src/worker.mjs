// The lab's worker-thread entry (pool.ts): loads worker.ts through tsx, since on Node 20 tsx's ESM hooks do not reach
// the imports of a worker thread.
import { tsImport } from 'tsx/esm/api';

export default (await tsImport('./worker.ts', import.meta.url)).default;
