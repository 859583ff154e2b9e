// The thread entry of a lab worker's batches (piscina, distributed.ts): on Node 20, tsx's loader hooks do not reach
// `import()` inside a worker thread, so this plain module loads the TypeScript batch code through tsx's API (the CLI
// itself runs under tsx, bin/shaju.js). A batch runs here, off the worker's event loop, so BullMQ can renew its lock.
import { tsImport } from 'tsx/esm/api';

const mod = await tsImport('./batch.ts', import.meta.url);
export default mod.runBatch;
