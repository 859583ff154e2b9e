/**
 * The effect steps of 跑跑杀's content entries (docs/content.md, "Effects"): what a card, a delayed card or a skill does,
 * as a list of steps run in order. Each step names one primitive of the effect library (src/effects/steps.ts) by its
 * `do`; a step that asks a player or resolves something (a judgement, a damage, a request for 闪) finishes before the
 * next one starts. Plain JSON data, checked here, compiled once at load.
 */
import { z } from 'zod';
import {
  CardTest,
  type CardTestT,
  LIMITS,
  Num,
  type NumT,
  SeatRef,
  type SeatRefT,
  SeatTest,
  type SeatTestT,
  Zone,
} from './expr.ts';

/** A per-seat mark the rules read at a fixed point of the turn (the seat it is set on loses it there). */
export const Mark = z.enum(['skipPlay', 'skipTurn', 'noBasic', 'discardBeforeDraw']).meta({
  description:
    'skipPlay: the next play phase is skipped (画圈圈). skipTurn: the whole next turn is skipped (时间前进). noBasic: ' +
    'until the end of this turn no 杀, 闪 or 水 may be used or played (控制 a). discardBeforeDraw: at the next draw ' +
    'phase discard 2 hand cards first, or skip the draw with fewer (一不留神).',
});

const steps = (): z.ZodType<StepT[]> => z.array(Step).max(LIMITS.list);

const DamageStep = z
  .strictObject({
    do: z.literal('damage'),
    to: SeatRef,
    amount: Num,
    from: z.union([SeatRef, z.literal('none')]).optional(),
  })
  .meta({ description: 'Damage (P-W1) to a seat, from the user unless `from` says otherwise (none: no source).' });

const HealStep = z
  .strictObject({ do: z.literal('heal'), to: SeatRef, amount: Num })
  .meta({ description: 'Heal a seat, never above its max HP.' });

const DrawStep = z
  .strictObject({ do: z.literal('draw'), who: SeatRef, count: Num, remember: z.literal(true).optional() })
  .meta({
    description:
      'A seat draws cards from the draw pile (P-T5: reshuffled when empty); with remember, the first card drawn is ' +
      'the one giveDrawn offers (爱国).',
  });

const DiscardHandStep = z
  .strictObject({ do: z.literal('discardHand'), who: SeatRef })
  .meta({ description: 'A seat discards every hand card (not equipment).' });

const PickStep = z
  .strictObject({
    do: z.literal('pick'),
    by: SeatRef,
    from: SeatRef,
    zones: z.array(Zone).min(1).max(3),
    into: z.enum(['discard', 'hand']),
  })
  .meta({
    description:
      'One seat chooses one card of another: a random hand card (hand), an equipment card (equip) or a delayed ' +
      'card in front of them (judging); it goes `into` the discard pile or the chooser’s hand.',
  });

const JudgeStep = z
  .strictObject({
    do: z.literal('judge'),
    who: SeatRef,
    hit: CardTest,
    get onHit() {
      return steps();
    },
    get onMiss() {
      return steps().optional();
    },
    get onNone() {
      return steps().optional();
    },
  })
  .meta({
    description:
      'Judgement (P-G4): flip the draw pile’s top card; when it passes `hit`, run `onHit`, else `onMiss` (or ' +
      '`onNone` when there was nothing to flip, product reading 14). The judgement card goes to the discard pile; ' +
      'takeJudged and returnJudged move it on (洛神).',
  });

const RespondStep = z
  .strictObject({
    do: z.literal('respond'),
    who: SeatRef,
    with: z.enum(['shan', 'sha']),
    get onNone() {
      return steps();
    },
  })
  .meta({
    description:
      'Ask a seat for one 闪 (or what counts as 闪: 躲, an armour’s alternative) or one 杀; if it gives none, ' +
      'run `else` (万刀齐发, 强盗入侵, 恐怖分子: 1 damage).',
  });

const MarkStep = z
  .strictObject({ do: z.literal('mark'), who: SeatRef, mark: Mark })
  .meta({ description: 'Set a mark the rules read later in the turn (see the marks).' });

const DuelStep = z.strictObject({ do: z.literal('duel'), damage: Num }).meta({
  description:
    '单挑 (决斗) between the user and the target: starting with the target, the two alternately play one 杀 ' +
    '(two each time against 斗鸡眼); the first who does not takes `damage` from the other.',
});

const BorrowAttackStep = z.strictObject({ do: z.literal('borrowAttack') }).meta({
  description:
    '借刀杀人 on the target (A, with a weapon) and the victim (B, in A’s reach): A uses a 杀 on B (A’s own 杀, not ' +
    'counted against A’s limit), or else gives the user A’s weapon.',
});

const ChooseStep = z
  .strictObject({
    do: z.literal('choose'),
    who: SeatRef,
    options: z
      .array(
        z.strictObject({
          code: z
            .string()
            .regex(/^[a-z][a-z0-9-]*$/)
            .max(20),
          when: SeatTest.optional(),
          get steps() {
            return steps();
          },
        }),
      )
      .min(2)
      .max(6),
  })
  .meta({
    description:
      'A seat chooses one of the options (each a code its words name, e.g. mode-a; offered only when the seat passes ' +
      'its `when`) and its steps run (控制: a or b).',
  });

const LookStep = z
  .strictObject({ do: z.literal('look'), who: SeatRef, at: SeatRef, identity: z.boolean().optional() })
  .meta({
    description:
      'A seat sees another’s hand, and unless `identity` is false its identity too (which stays known to it).',
  });

const TakeChosenStep = z
  .strictObject({
    do: z.literal('takeChosen'),
    by: SeatRef,
    from: SeatRef,
    step: z
      .string()
      .regex(/^[a-z]+$/)
      .max(12)
      .optional(),
  })
  .meta({
    description:
      'A seat chooses one of another’s hand cards, seen face up, and takes it (控制 b, after look). `step` names ' +
      'the request (reason `<id>-<step>`, for its words) when the entry asks more than one question.',
  });

const ForEachStep = z
  .strictObject({
    do: z.literal('forEach'),
    over: z.enum(['othersFromNext']),
    untilUserDies: z.boolean().optional(),
    get steps() {
      return steps();
    },
  })
  .meta({
    description:
      'Runs `steps` once for each alive seat `over` names, in order, each then being the target (光明之眼: every ' +
      'other player from the user’s next); with untilUserDies it stops when the user dies. Not nested.',
  });

const RevealStep = z.strictObject({ do: z.literal('reveal'), count: Num }).meta({
  description: 'Reveal cards from the draw pile onto the table, for takeRevealed (收获子弹: one per alive player).',
});

const TakeRevealedStep = z
  .strictObject({ do: z.literal('takeRevealed'), who: SeatRef })
  .meta({ description: 'A seat chooses one of the revealed cards still on the table and takes it.' });

const DiscardRevealedStep = z
  .strictObject({ do: z.literal('discardRevealed') })
  .meta({ description: 'The revealed cards nobody took go to the discard pile.' });

const ShieldStep = z.strictObject({ do: z.literal('shield'), who: SeatRef, hp: Num }).meta({
  description:
    '天使之泪: the seat’s HP becomes `hp`; the part above its HP before is a shield that damage removes first and ' +
    'healing never restores (no effect at `hp` or more).',
});

const ControlStep = z.strictObject({ do: z.literal('control'), turns: Num }).meta({
  description:
    '海洋公主: for the target’s next `turns` turns the user makes every decision for it (its turns and its ' +
    'responses) and sees its hand; it ends early if the user dies.',
});

const TributeStep = z
  .strictObject({
    do: z.literal('tribute'),
    kind: z
      .string()
      .regex(/^[a-z][a-z0-9_]*$/)
      .max(40),
    count: Num,
    get onRefuse() {
      return steps();
    },
  })
  .meta({
    description:
      '吉奥拉之花: the target gives the user `count` hand cards of kind `kind` (offered only with enough), or ' +
      'refuses, and `onRefuse` runs (e.g. kill). Asked even without them, so the request tells nothing (P-G6).',
  });

const KillStep = z
  .strictObject({
    do: z.literal('kill'),
    who: SeatRef,
    lordDeathWins: z.boolean().optional(),
    from: z.literal('none').optional(),
  })
  .meta({
    description:
      'The seat dies outright: no damage, no dying, no rescue; the user is the killer (from none: nobody, 豆花). With lordDeathWins, the ' +
      '国主 killed so ends the game as a 强盗 win (永恒之火, P-W4).',
  });

const PassAroundStep = z.strictObject({ do: z.literal('passAround'), hit: CardTest }).meta({
  description:
    '永恒之火 unarmed: starting with the user, each player in seat order judges until one passes `hit`; that ' +
    'player takes the card into their hand armed (nobody in a full round: it is discarded).',
});

const DiscardStep = z
  .strictObject({
    do: z.literal('discard'),
    who: SeatRef,
    count: Num,
    zones: z
      .array(z.enum(['hand', 'equip']))
      .min(1)
      .max(2),
  })
  .meta({
    description:
      'A seat discards `count` cards of its choice from `zones` (hand; equip: its equipment too, product reading ' +
      '11), one `discard` request at a time (reason the entry id, naming the target when it is another seat); it ' +
      'stops early when it has none left (爱恋, 葱汁).',
  });

const CommandStep = z.strictObject({ do: z.literal('command') }).meta({
  description:
    '司令部: for the target’s next turn the user makes its decisions (rules/control.ts); a command or control ' +
    'between the two before is replaced.',
});

const AnnounceStep = z
  .strictObject({
    do: z.literal('announce'),
    targets: z.enum(['none', 'target', 'othersWithHand']).optional(),
    card: z.literal('judged').optional(),
  })
  .meta({
    description:
      'A public `skill` event: the owner used this skill, naming `targets` (the target; othersWithHand: every other ' +
      'alive player holding a hand card, from the user’s next) and with card judged the last judgement card (洛神).',
  });

const TakeRandomStep = z.strictObject({ do: z.literal('takeRandom'), by: SeatRef, from: SeatRef }).meta({
  description:
    'A seat takes one random hand card (the game’s PRNG) of another, seen by the two of them only (贪污); nothing ' +
    'when that hand is empty.',
});

const SwapRandomStep = z.strictObject({ do: z.literal('swapRandom'), who: SeatRef, with: SeatRef }).meta({
  description:
    'Two seats each give the other one random hand card (the game’s PRNG: the first’s, then the second’s), seen by ' +
    'the two of them only (电脑奇才 book).',
});

const SwapHandsStep = z.strictObject({ do: z.literal('swapHands'), who: SeatRef, with: SeatRef }).meta({
  description: 'Two seats swap their whole hands, seen by the two of them only (电脑奇才 book).',
});

const NapStep = z.strictObject({ do: z.literal('nap'), who: SeatRef, interval: Num }).meta({
  description:
    '睡觉: the seat sleeps — it skips the rest of this turn and sleeps until its next turn starts (the `asleep` test); ' +
    'with `interval` above 1 the round is kept for the `rested` test.',
});

const PreventStep = z.strictObject({ do: z.literal('prevent'), amount: z.union([Num, z.literal('all')]) }).meta({
  description:
    'In a beforeDamage trigger: the damage about to be dealt to the owner loses `amount` points (all: every one), ' +
    'with a public `prevent` event naming the entry.',
});

const RepeatStep = z
  .strictObject({
    do: z.literal('repeat'),
    while: SeatTest.optional(),
    may: z.literal(true).optional(),
    count: Num.optional(),
    get steps() {
      return steps();
    },
  })
  .meta({
    description:
      'A loop: while the owner passes `while` (a test of the owner; none: always), with `may` ask the owner yes or no ' +
      '(a `choose` request, reason the entry id, `count` for its words; no ends the loop), run `steps`, and again. ' +
      'A stop step inside ends it (葱汁: a point prevented per two cards; 洛神: judge again).',
  });

const StopStep = z.strictObject({ do: z.literal('stop') }).meta({
  description: 'Ends the innermost repeat (洛神: a weapon). Only inside a repeat.',
});

const GiveDrawnStep = z.strictObject({ do: z.literal('giveDrawn'), who: SeatRef }).meta({
  description:
    'The seat keeps the card it drew (a draw with remember) or gives it to another alive player: a `choose` ' +
    'request (reason the entry id) whose first option keeps it, then one per other alive player from the next, each ' +
    'naming the card (seen by the seat only); a gift is seen by the two of them only (爱国). Nothing when none was ' +
    'drawn or the card has left the hand.',
});

const ArrangeTopStep = z
  .strictObject({
    do: z.literal('arrangeTop'),
    who: SeatRef,
    count: Num,
    may: z.literal(true).optional(),
    step: z
      .string()
      .regex(/^[a-z]+$/)
      .max(12),
  })
  .meta({
    description:
      'The seat looks at the top `count` cards of the draw pile (as many as it holds; P-T5: a new pile is shuffled ' +
      'only when it is empty; nothing when none) and puts them back in the order it chooses: with `may` it is asked ' +
      'yes or no first (reason the entry id, the number of cards for its words); a public `skill` event and a `peek` ' +
      'event to the seat only, then one `choose` request per position from the top (reason `<id>-<step>`): a card ' +
      'not yet placed, or keep, which leaves the rest in their order (看豆).',
  });

const TakeJudgedStep = z.strictObject({ do: z.literal('takeJudged'), who: SeatRef }).meta({
  description: 'The last judgement card goes from the discard pile into the seat’s hand, a public move (洛神).',
});

const ReturnJudgedStep = z.strictObject({ do: z.literal('returnJudged') }).meta({
  description:
    'The last judgement card leaves the discard pile and is shuffled into the draw pile (the game’s PRNG; 洛神: ' +
    '“这张牌反回牌堆”).',
});

const ChooseCardStep = z.strictObject({ do: z.literal('chooseCard'), who: SeatRef }).meta({
  description:
    'The seat picks one of its hand cards, or none (a `choose` request, reason the entry id: a card option per hand ' +
    'card, then no); none ends the effect. The card picked is the one exchange gives (电脑奇才).',
});

const ChooseSeatStep = z
  .strictObject({
    do: z.literal('chooseSeat'),
    who: SeatRef,
    where: SeatTest.optional(),
    step: z
      .string()
      .regex(/^[a-z]+$/)
      .max(12),
  })
  .meta({
    description:
      'The seat picks another alive player passing `where`, from its next (a `choose` request, reason ' +
      '`<id>-<step>`, a seat option each), who becomes the target; an answer naming none ends the effect (电脑奇才).',
  });

const CountUseStep = z.strictObject({ do: z.literal('countUse') }).meta({
  description:
    'Counts a use of the entry by the owner against its `limit` (P-T6), at this point of the effect (a trigger of ' +
    'a skill with a limit does not fire over it; 电脑奇才: once the card is picked).',
});

const ExchangeStep = z.strictObject({ do: z.literal('exchange'), who: SeatRef, with: SeatRef }).meta({
  description:
    'The seat gives the card it picked (chooseCard) to the other, who gives back a random hand card of theirs (the ' +
    'game’s PRNG, drawn before the first arrives); both moves seen by the two of them only (电脑奇才).',
});

const DemandStep = z
  .strictObject({
    do: z.literal('demand'),
    count: Num,
    step: z
      .string()
      .regex(/^[a-z]+$/)
      .max(12),
    refuse: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/)
      .max(20),
    get onRefuse() {
      return steps();
    },
  })
  .meta({
    description:
      'The target is asked to give the user `count` hand cards (a `choose` request, reason the entry id: give, or ' +
      'the `refuse` code), only when it holds that many — with fewer, or refusing, `onRefuse` runs. Giving, it picks ' +
      'them one at a time (reason `<id>-<step>`) while it holds any and the user lives (神秘惊奇).',
  });

/** One effect step: one primitive of the library, by its `do`. */
export const Step: z.ZodType<StepT> = z.lazy(() =>
  z.discriminatedUnion('do', [
    DamageStep,
    HealStep,
    DrawStep,
    DiscardHandStep,
    PickStep,
    JudgeStep,
    RespondStep,
    MarkStep,
    DuelStep,
    BorrowAttackStep,
    ChooseStep,
    LookStep,
    TakeChosenStep,
    ForEachStep,
    RevealStep,
    TakeRevealedStep,
    DiscardRevealedStep,
    ShieldStep,
    ControlStep,
    TributeStep,
    KillStep,
    PassAroundStep,
    DiscardStep,
    CommandStep,
    AnnounceStep,
    TakeRandomStep,
    SwapRandomStep,
    SwapHandsStep,
    NapStep,
    PreventStep,
    RepeatStep,
    StopStep,
    GiveDrawnStep,
    ArrangeTopStep,
    TakeJudgedStep,
    ReturnJudgedStep,
    ChooseCardStep,
    ChooseSeatStep,
    CountUseStep,
    ExchangeStep,
    DemandStep,
  ]),
);

/** The data of an effect step (see `Step`). */
export type StepT =
  | { do: 'damage'; to: SeatRefT; amount: NumT; from?: SeatRefT | 'none' | undefined }
  | { do: 'heal'; to: SeatRefT; amount: NumT }
  | { do: 'draw'; who: SeatRefT; count: NumT; remember?: true | undefined }
  | { do: 'discardHand'; who: SeatRefT }
  | { do: 'pick'; by: SeatRefT; from: SeatRefT; zones: ('hand' | 'equip' | 'judging')[]; into: 'discard' | 'hand' }
  | {
      do: 'judge';
      who: SeatRefT;
      hit: CardTestT;
      onHit: StepT[];
      onMiss?: StepT[] | undefined;
      onNone?: StepT[] | undefined;
    }
  | { do: 'respond'; who: SeatRefT; with: 'shan' | 'sha'; onNone: StepT[] }
  | { do: 'mark'; who: SeatRefT; mark: z.infer<typeof Mark> }
  | { do: 'duel'; damage: NumT }
  | { do: 'borrowAttack' }
  | { do: 'choose'; who: SeatRefT; options: { code: string; when?: SeatTestT | undefined; steps: StepT[] }[] }
  | { do: 'look'; who: SeatRefT; at: SeatRefT; identity?: boolean | undefined }
  | { do: 'takeChosen'; by: SeatRefT; from: SeatRefT; step?: string | undefined }
  | { do: 'forEach'; over: 'othersFromNext'; untilUserDies?: boolean | undefined; steps: StepT[] }
  | { do: 'reveal'; count: NumT }
  | { do: 'takeRevealed'; who: SeatRefT }
  | { do: 'discardRevealed' }
  | { do: 'shield'; who: SeatRefT; hp: NumT }
  | { do: 'control'; turns: NumT }
  | { do: 'tribute'; kind: string; count: NumT; onRefuse: StepT[] }
  | { do: 'kill'; who: SeatRefT; lordDeathWins?: boolean | undefined; from?: 'none' | undefined }
  | { do: 'passAround'; hit: CardTestT }
  | { do: 'discard'; who: SeatRefT; count: NumT; zones: ('hand' | 'equip')[] }
  | { do: 'command' }
  | { do: 'announce'; targets?: 'none' | 'target' | 'othersWithHand' | undefined; card?: 'judged' | undefined }
  | { do: 'takeRandom'; by: SeatRefT; from: SeatRefT }
  | { do: 'swapRandom'; who: SeatRefT; with: SeatRefT }
  | { do: 'swapHands'; who: SeatRefT; with: SeatRefT }
  | { do: 'nap'; who: SeatRefT; interval: NumT }
  | { do: 'prevent'; amount: NumT | 'all' }
  | {
      do: 'repeat';
      while?: SeatTestT | undefined;
      may?: true | undefined;
      count?: NumT | undefined;
      steps: StepT[];
    }
  | { do: 'stop' }
  | { do: 'giveDrawn'; who: SeatRefT }
  | { do: 'arrangeTop'; who: SeatRefT; count: NumT; may?: true | undefined; step: string }
  | { do: 'takeJudged'; who: SeatRefT }
  | { do: 'returnJudged' }
  | { do: 'chooseCard'; who: SeatRefT }
  | { do: 'chooseSeat'; who: SeatRefT; where?: SeatTestT | undefined; step: string }
  | { do: 'countUse' }
  | { do: 'exchange'; who: SeatRefT; with: SeatRefT }
  | { do: 'demand'; count: NumT; step: string; refuse: string; onRefuse: StepT[] };

/** A list of steps. */
export const Steps = steps();
