/**
 * The lab's contract (`shaju lab`): what a batch of games is (`BatchSpec`, JSON that crosses worker threads and
 * Redis), what it yields (`BatchResult`: additive integer tallies, so that merging is exact and order-free), how
 * batches are run (`BatchRunner`: worker threads here, BullMQ workers on other machines), and the report a run writes
 * (`LabReport`, `report.json`, which the HTML report draws).
 *
 * Determinism: game `i` of an arm is played with seed `deriveSeed(spec.seed, i)` whatever the arm (common random
 * numbers: arms that differ only in one seat's bot or one option are compared on the same deals), and whatever batch or
 * worker plays it. Tallies are sums of integers; figures are computed from the merged tallies only, so the same seed
 * gives the same figures with 1 worker, 8 workers or 3 machines.
 */

/** A bot level or kind as the catalogue names it (`random`, `heuristic`, `search`; or the levels `easy`/`normal`/`hard`). */
export type BotName = string;

/**
 * A restriction of one seat's bot (restricted play, Jaffe et al. 2012): it never takes a decision that uses the card
 * kind or skill `id` (when every legal decision does, it takes one anyway: a restriction never stalls a game).
 */
export interface Restriction {
  readonly kind: 'card' | 'skill';
  /** The card kind or skill id, in pinyin (`sha`, `wandaoqifa`). */
  readonly id: string;
}

/**
 * One seat per game played differently from the others: the subject. In game `i` with `p` players, the subject sits in
 * seat `i mod p` (every seat in turn), plays with `bot` and, when given, `restrict`.
 */
export interface Subject {
  readonly bot: BotName;
  readonly restrict?: Restriction | undefined;
}

/** The rules of an arm: a preset and option values on top of it (as `--preset` / `--set`). */
export interface ArmRules {
  readonly preset?: string | undefined;
  readonly set?: Readonly<Record<string, number | boolean | string>> | undefined;
  /** Packs of content (`--pack`, docs/packs.md), checked, embedded in every game's configuration. */
  readonly packs?: readonly unknown[] | undefined;
}

/** A batch: games `first … first + count − 1` of arm `arm`. JSON-serialisable. */
export interface BatchSpec {
  readonly game: string;
  /** The arm's id, unique within a run (`base`, `skill:search`, `card:sha`, `variant:3`…). */
  readonly arm: string;
  readonly rules: ArmRules;
  /** The game mode (跑跑杀 `identity` / `boss`); undefined: the game's default. */
  readonly mode?: string | undefined;
  /** Player counts, cycled: game `i` has `players[i mod players.length]` players. */
  readonly players: readonly number[];
  /** Bots of the seats that are not the subject: seat `s` of game `i` gets `bots[(s + i) mod bots.length]`. */
  readonly bots: readonly BotName[];
  readonly subject?: Subject | undefined;
  /** Iterations per decision of a `search` bot (deterministic budget; never a time budget in the lab). */
  readonly searchIterations?: number | undefined;
  /** The run's seed; game `i` uses `deriveSeed(seed, i)`. */
  readonly seed: number;
  readonly first: number;
  readonly count: number;
  /**
   * Counts only what the sensitivity of the options reads (identities, teams, player counts, agency and pace), not the
   * seats or characters: a smaller tally for the many arms of a sensitivity design.
   */
  readonly lean?: boolean | undefined;
}

/** Wins out of games (integers). */
export interface Count {
  wins: number;
  games: number;
}

/**
 * What a batch yields: integer counters only, merged by adding (`mergeTallies`). Keys of the maps are ids (identity,
 * team, character) or `players:x` composites as each field says.
 */
export interface LabTally {
  games: number;
  draws: number;
  /** Games the round or turn limit ended. */
  limitEnds: number;
  /** Decisions taken, and those with a real choice (more than one legal decision; a lone pass is no choice). */
  decisions: number;
  realChoices: number;
  /** Sum of rounds (跑跑杀) or turns (杀机四伏) over the games. */
  rounds: number;
  /** Seats played, and seats dead before their first play phase (or turn: `LabHooks.playStarts`; agency). */
  seats: number;
  deadBeforeFirstPlay: number;
  /** Deaths (`LabHooks.deathOf`), over every game. */
  deaths: number;
  /**
   * Per identity (or suit, in 杀机四伏) and per seat (`players:seat`), per identity and player count
   * (`players:identity`), per character: one count per seat. Per team (`LabHooks.team`; none in 杀机四伏): one count per
   * team per game, won when any of its seats won.
   */
  byIdentity: Record<string, Count>;
  byTeam: Record<string, Count>;
  bySeat: Record<string, Count>;
  byPlayersIdentity: Record<string, Count>;
  byCharacter: Record<string, Count>;
  /**
   * Per character and group, keyed `character|players:identity` (added for the lab's character figures: a
   * character's expected win rate is its appearances spread over groups at each group's rate). Absent: none.
   */
  byCharacterGroup?: Record<string, Count>;
  /** The subject's results when the batch has one: per identity and per `players:identity`. */
  subject: { all: Count; byIdentity: Record<string, Count>; byPlayersIdentity: Record<string, Count> };
}

/** What `runBatch` returns for a spec. */
export interface BatchResult {
  readonly arm: string;
  readonly first: number;
  readonly count: number;
  readonly tally: LabTally;
}

/**
 * Runs batches. `run` resolves with one result per spec, in the specs' order, whatever order they finished in;
 * `onDone(index, result)` is called as each finishes (for the progress bar). A failed batch is retried by the runner;
 * one that fails for good rejects `run` with its error.
 */
export interface BatchRunner {
  run(specs: readonly BatchSpec[], onDone?: (index: number, result: BatchResult) => void): Promise<BatchResult[]>;
  close(): Promise<void>;
}

/** A rate with its 95% interval (Wilson for a proportion; normal for a difference), and the sample behind it. */
export interface Interval {
  readonly est: number;
  readonly lo: number;
  readonly hi: number;
  readonly n: number;
}

/** `report.json`: every figure of a lab run (deterministic: same seed and options → same JSON, `timing` aside). */
export interface LabReport {
  readonly game: string;
  /** The command line that made it, for the Markdown summary. */
  readonly command: string;
  readonly seed: number;
  readonly games: number;
  readonly rules: ArmRules;
  readonly mode: string | null;
  readonly players: readonly number[];
  readonly bots: readonly BotName[];
  /** Fairness of the base arm. `spread`: best minus worst identity (or suit) win rate, in points. */
  readonly fairness: {
    readonly byIdentity: Readonly<Record<string, Interval>>;
    readonly byTeam: Readonly<Record<string, Interval>>;
    readonly bySeat: Readonly<Record<string, Interval>>;
    readonly byPlayers: Readonly<Record<string, Readonly<Record<string, Interval>>>>;
    /** Per character: its win rate and the rate expected from the identities it was dealt (points above = est − expected). */
    readonly byCharacter: Readonly<Record<string, Interval & { readonly expected: number }>>;
    readonly spread: { readonly best: string; readonly worst: string; readonly points: number };
  };
  /** Skill depth: the subject's win rate with `bot` minus with `baseline`, same seats and deals. */
  readonly skill: readonly {
    readonly bot: BotName;
    readonly baseline: BotName;
    readonly players: number | 'all';
    readonly identity: string | 'all';
    readonly rate: Interval;
    readonly baselineRate: Interval;
    readonly delta: Interval;
  }[];
  /** Restricted play: the subject's win rate without the card or skill minus unrestricted (negative: it matters). */
  readonly importance: readonly {
    readonly kind: 'card' | 'skill';
    readonly id: string;
    readonly name: string;
    readonly delta: Interval;
  }[];
  readonly agency: {
    readonly deadBeforeFirstPlay: Interval;
    readonly realChoiceShare: Interval;
    readonly roundsPerGame: number;
    readonly decisionsPerGame: number;
    readonly drawRate: Interval;
  };
  /** A variant search (`--search FILE`), when one was run. */
  readonly variants?:
    | {
        readonly objective: Readonly<Record<string, number>>;
        readonly rows: readonly {
          readonly id: string;
          readonly set: Readonly<Record<string, number | boolean | string>>;
          readonly score: Interval;
          readonly games: number;
          /** The racing round it was dropped in, from 0 (null: it reached the end). */
          readonly dropped: number | null;
          readonly metrics: Readonly<Record<string, Interval>>;
        }[];
        readonly best: string;
      }
    | undefined;
  /** How each option moves the headline metrics (`--sensitivity`), when measured. */
  readonly sensitivity?: SensitivityReport | undefined;
  /** The changes that most improve the objective, from the sensitivity (`--sensitivity`). */
  readonly recommendations?: Recommendations | undefined;
  /** Wall time and machine use; varies between runs, left out of any comparison. */
  readonly timing?:
    | {
        readonly seconds: number;
        readonly workers: number;
        /** Every game played: each experiment's arms (so more than `games`), and the variant search's when there is one. */
        readonly played?: number;
        readonly gamesPerSecond: number;
      }
    | undefined;
}

/** An option's value. */
export type OptionValueOf = number | boolean | string;

/** A headline metric of the sensitivity: its id and what it measures (see sensitivity/effects.ts). */
export interface SensitivityMetric {
  /** `spread`, `spreadByPlayers`, `identity:<id>`, `team:<id>`, `earlyDeaths`, `deaths` or `length`. */
  readonly id: string;
  /** `rate`: a share; `spread`: a difference of shares; `perGame`: an amount per game (deaths, rounds). */
  readonly kind: 'rate' | 'spread' | 'perGame';
}

/** One step of one option and its predicted effect on every headline metric (by metric id). */
export interface SensitivityStep {
  readonly to: OptionValueOf;
  readonly kind: 'up' | 'down' | 'toggle' | 'choice';
  readonly effects: Readonly<Record<string, Interval>>;
}

/**
 * How each option moves the headline metrics: one step away from the rules as given, with jackknife 95% intervals
 * over blocks of games (every run plays the same deals). `design`: one at a time (`oat`) or a folded-over two-level
 * screening design (`screening`, with the choices and refused levels one at a time beside it).
 */
export interface SensitivityReport {
  readonly design: 'oat' | 'screening';
  /** Runs of the design (run 0: the rules as given), games per run, games in all, blocks of the jackknife. */
  readonly runs: number;
  readonly gamesPerRun: number;
  readonly games: number;
  readonly blocks: number;
  /** The order of the Hadamard matrix of the two-level part (its runs: twice that), 0 without one. */
  readonly order: number;
  readonly metrics: readonly SensitivityMetric[];
  /**
   * Screening: the free columns of the two-level part (dummy factors), and per metric the model error they show beyond
   * sampling noise, as the standard deviation of a main effect (0: none; added to the screened steps' intervals).
   */
  readonly dummies: number;
  readonly modelError: Readonly<Record<string, number>>;
  /** Each metric under the rules as given (run 0), as a fraction or an amount per game. */
  readonly base: Readonly<Record<string, number>>;
  /**
   * A screening's best candidates confirmed one at a time on the base arm's games (`games` each, paired with the base
   * arm): the recommendations are read from these. Absent after a one-at-a-time design.
   */
  readonly confirmed?:
    | readonly {
        readonly option: string;
        readonly to: OptionValueOf;
        readonly games: number;
        readonly effects: Readonly<Record<string, Interval>>;
      }[]
    | undefined;
  /** Every option of the catalogue the run varied, in catalogue order. */
  readonly options: readonly {
    readonly option: string;
    readonly group: string;
    readonly from: OptionValueOf;
    /** How its steps were measured: in the two-level part (`screening`) or a run each (`oat`). */
    readonly how: 'oat' | 'screening' | 'none';
    readonly steps: readonly SensitivityStep[];
    /** Steps the game refuses at some player count, with its reason. */
    readonly refused: readonly { readonly to: OptionValueOf; readonly why: string }[];
  }[];
}

/** One recommended change: an option's step and its predicted effect on the objective and every metric. */
export interface Recommendation {
  readonly option: string;
  readonly from: OptionValueOf;
  readonly to: OptionValueOf;
  /** The objective's predicted change (negative: better), in its display units. */
  readonly effect: Interval;
  readonly effects: Readonly<Record<string, Interval>>;
}

/**
 * The three to five changes that most improve the objective (each alone, its interval wholly on the better side),
 * what they predict together (the linear model's sum), and the variant search that tests them (`search`: the content
 * of the variant file; `file` and `command` as the command line wrote and prints them).
 */
export interface Recommendations {
  /** The objective's terms and weights (`--objective`). */
  readonly objective: Readonly<Record<string, number>>;
  /** The objective's value under the rules as given, in its display units. */
  readonly base: number;
  readonly items: readonly Recommendation[];
  /** Every item at once, predicted by adding their effects (null with fewer than two items). */
  readonly together: {
    readonly effect: Interval;
    readonly effects: Readonly<Record<string, Interval>>;
  } | null;
  /** The variant file for `--search`: the objective as the search's weights, the items' values, games per variant. */
  readonly search: {
    readonly objective: Readonly<Record<string, number>>;
    readonly options: Readonly<Record<string, readonly OptionValueOf[]>>;
    readonly games: number;
  };
  /** Where the command line wrote the variant file, and the command that runs the search. */
  readonly file?: string | undefined;
  readonly command?: string | undefined;
  /** The command that plays the search's winner. */
  readonly play?: string | undefined;
}
