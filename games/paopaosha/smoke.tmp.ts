import { RandomBot } from '@shaju/bots';
import { playout } from '@shaju/testkit';
import { paopaosha } from './src/index.ts';
let total=0, draws=0, errs=0; const t0=Date.now();
for (let seed=0; seed<300; seed++){
  const players = 3 + (seed%10);
  try {
  const s = paopaosha.setup(paopaosha.validateConfig({players}), seed);
  const r = playout(paopaosha, s, Array.from({length:players},(_,i)=>new RandomBot(seed*31+i)), {record:false});
  total += r.decisions; if (r.result?.draw) draws++;
  } catch(e) { errs++; if (errs<5) console.log(seed, players, (e as Error).message); }
}
console.log({total, draws, errs, ms: Date.now()-t0});
