// The search pool's worker entry (piscina): on Node 20, tsx's loader hooks do not reach `import()` inside a worker
// thread, so this plain module loads the TypeScript worker through tsx's API, as the server itself runs under tsx
// (`node --import tsx`, package.json). See pool.ts.
import { tsImport } from 'tsx/esm/api';

const mod = await tsImport('./worker.ts', import.meta.url);
export default mod.default;
