import { buildScenario, paopaosha, cardSpec } from './src/index.ts';
const s = buildScenario({ seats: [{identity:'guozhu', hand:['sha','sha♠7','shan']},{identity:'qiangdao'},{identity:'dachen'}] });
console.log(paopaosha.pending(s), s.seats[0].hand.map(cardSpec), s.draw.length, s.phase);
console.log(paopaosha.legal(s,0));
