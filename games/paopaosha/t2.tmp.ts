import { buildScenario, paopaosha, cardSpec, PASS } from './src/index.ts';
const ev:any[]=[];
const s = buildScenario({ seats: [{identity:'guozhu'},{identity:'qiangdao', judging:['dilei']},{identity:'xiaozei'},{identity:'dachen'}], turn:1, phase:'start', drawTop: ['shui♥3', 'sha♠7', 'sha♠8'] }, ev);
for (const seat of [0,1,2,3]) paopaosha.apply(s, seat, PASS, ev);
console.log(JSON.stringify(ev));
