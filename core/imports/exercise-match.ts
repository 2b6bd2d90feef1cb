/**
 * Matching the exercise names of a Strong or Hevy export ("Squat (Barbell)", "Lat Pulldown
 * (Cable)") to exercises of the app: the library (free-exercise-db) and the coach's own. Pure and
 * deterministic, shared by the server's import and the app's review screen, where the person sees
 * each proposal with its confidence and can change it.
 *
 * The algorithm, in order:
 *
 * 1. Normalise a name (normaliseExerciseName): fold case and diacritics, drop apostrophes, turn
 *    every other non-letter/digit ("-", "/", brackets, commas) into a space; singularise simple
 *    plurals ("curls" → "curl", "presses" → "press", "flyes"/"flies" → "fly", "ups" → "up");
 *    expand abbreviations (db, bb, kb, bw, rdl, ohp, …) and spelling variants (bicep → biceps,
 *    single → one, alternate → alternating); join split compounds ("pull up"/"pull-up"/"pullup" →
 *    "pullup", "pull down" → "pulldown", "skull crusher" → "skullcrusher", "e z" → "ez"); drop
 *    small words (with, the, a, on, …). Equipment phrases anywhere in the name — in the trailing
 *    brackets or not ("(Barbell)", "Smith Machine", "EZ Bar", "(Plate Loaded)", "Leverage") — are
 *    taken out as equipment. What remains are the movement words. A name's key is its sorted,
 *    distinct movement words plus its sorted equipment, so "Squat (Barbell)" and "Barbell Squat"
 *    share the key "squat|barbell".
 * 2. An exact name wins: a coach's own exercise whose key equals the name's, then the curated alias
 *    table (exercise-aliases.ts, by key, to a free-exercise-db id), then a library exercise whose
 *    key equals it. A candidate whose name has no equipment word but whose own equipment (its
 *    inventory or the library's field) includes the name's equipment is also equal: "Leg Extension
 *    (Machine)" is the library's "Leg Extensions", equipment machine. All of these are 'exact',
 *    score 1.
 * 3. Otherwise every candidate name that shares a movement word with the name (an inverted index)
 *    is scored: with words weighted by rarity, w = ln(1 + N / df) over the N candidates,
 *    text = matched / (matched + missing + ½ · extra) — words of the name the candidate lacks count
 *    fully, words the candidate has beyond the name half (library names are wordier). Equipment then
 *    adds +0.1 when the candidate has the name's equipment (+0.05 for a near one: EZ bar ~ barbell,
 *    Smith machine ~ machine/barbell), −0.3 when it has only other equipment, and −0.15 for each
 *    equipment word in the candidate's name that the name does not have ("Smith Machine Squat" is
 *    not "Squat (Barbell)"). A candidate's score is its best name's (English or Latvian), clamped
 *    to [0, 0.99]: only an exact match scores 1.
 * 4. Confidence: 'exact' as above; 'high' from HIGH_CONFIDENCE (0.75), 'low' from LOW_CONFIDENCE
 *    (0.45); below that 'none' and no exercise is proposed.
 * 5. Ties are broken by a fixed rule, so the same input gives the same answer: higher score, then a
 *    coach's own exercise before the library's, then the candidate with fewer movement words, then
 *    the smaller id (code-unit order).
 */
import { fold } from '../text';
import { EXERCISE_ALIASES } from './exercise-aliases';

export interface ExerciseCandidate {
  id: string;
  /** Its names (en-US and lv-LV). */
  names: string[];
  /** The free-exercise-db id of a library exercise; null for a coach's own. */
  sourceId: string | null;
  /** Equipment words from its inventory or the library's equipment field ("barbell", "cable_machine", "body only"…); may be empty. */
  equipment: string[];
  /** A coach's own exercise. */
  own: boolean;
}

export type MatchConfidence = 'exact' | 'high' | 'low' | 'none';

export interface ExerciseMatch {
  exercise_id: string | null;
  confidence: MatchConfidence;
  /** 1 for an exact match, otherwise in [0, 0.99]. */
  score: number;
}

export interface ExerciseMatcher {
  /** The best match of a name from the file; 'none' (exercise_id null) below LOW_CONFIDENCE. */
  match(name: string): ExerciseMatch;
  /** The next best candidates after match(name)'s own, best first, for the picker (at most `limit`, none below LOW_CONFIDENCE). */
  alternatives(name: string, limit?: number): (ExerciseMatch & { exercise_id: string })[];
}

/** From this score a similar (not exact) match is proposed with 'high' confidence. */
export const HIGH_CONFIDENCE = 0.75;
/** From this score a match is proposed with 'low' confidence; below it nothing is proposed. */
export const LOW_CONFIDENCE = 0.45;

const EXTRA_WEIGHT = 0.5;
const EQUIPMENT_AGREES = 0.1;
const EQUIPMENT_NEAR = 0.05;
const EQUIPMENT_CONFLICTS = -0.3;
const EQUIPMENT_NAMED_OTHER = -0.15;
const MAX_SIMILAR = 0.99;

/* ---------------------------------------------------------------- normalising */

/** Canonical equipment, from the library's field, the inventory's keys and words in names. */
const EQUIPMENT_WORDS: Readonly<Record<string, string>> = {
  barbell: 'barbell',
  dumbbell: 'dumbbell',
  kettlebell: 'kettlebell',
  kettlebells: 'kettlebell',
  'e-z curl bar': 'ez_bar',
  ez_bar: 'ez_bar',
  'ez bar': 'ez_bar',
  cable: 'cable',
  cable_machine: 'cable',
  machine: 'machine',
  bands: 'band',
  band: 'band',
  resistance_band: 'band',
  mini_band: 'band',
  'body only': 'bodyweight',
  bodyweight: 'bodyweight',
  smith_machine: 'smith',
  'smith machine': 'smith',
  trap_bar: 'trap_bar',
  'trap bar': 'trap_bar',
  'medicine ball': 'medicine_ball',
  medicine_ball: 'medicine_ball',
  'exercise ball': 'exercise_ball',
  exercise_ball: 'exercise_ball',
  'foam roll': 'foam_roller',
  foam_roller: 'foam_roller',
};

/** Equipment phrases as they appear in names (after the token rules), longest first. */
const EQUIPMENT_PHRASES: readonly (readonly [string[], string])[] = (
  [
    ['smith machine', 'smith'],
    ['ez curl bar', 'ez_bar'],
    ['plate loaded', 'machine'],
    ['resistance band', 'band'],
    ['body only', 'bodyweight'],
    ['medicine ball', 'medicine_ball'],
    ['exercise ball', 'exercise_ball'],
    ['stability ball', 'exercise_ball'],
    ['swiss ball', 'exercise_ball'],
    ['ez bar', 'ez_bar'],
    ['trap bar', 'trap_bar'],
    ['hex bar', 'trap_bar'],
    ['foam roll', 'foam_roller'],
    ['foam roller', 'foam_roller'],
    ['smith', 'smith'],
    ['ez', 'ez_bar'],
    ['barbell', 'barbell'],
    ['dumbbell', 'dumbbell'],
    ['kettlebell', 'kettlebell'],
    ['cable', 'cable'],
    ['machine', 'machine'],
    ['leverage', 'machine'],
    ['band', 'band'],
    ['bodyweight', 'bodyweight'],
  ] as const
).map(([phrase, equipment]) => [phrase.split(' '), equipment] as const);

/** Equipment that is close to another: half the agreement bonus, no conflict. */
const NEAR_EQUIPMENT: Readonly<Record<string, readonly string[]>> = {
  ez_bar: ['barbell'],
  barbell: ['ez_bar', 'smith'],
  smith: ['machine', 'barbell'],
  machine: ['smith'],
  trap_bar: ['barbell'],
};

/** Whole-word replacements after singularising: abbreviations and spelling variants. */
const WORD_REPLACEMENTS: Readonly<Record<string, string>> = {
  db: 'dumbbell',
  dumbell: 'dumbbell',
  bb: 'barbell',
  kb: 'kettlebell',
  bw: 'bodyweight',
  bicep: 'biceps',
  tricep: 'triceps',
  flye: 'fly',
  single: 'one',
  '1': 'one',
  '2': 'two',
  alternate: 'alternating',
  alt: 'alternating',
  legged: 'leg',
  w: 'with',
  rdl: 'romanian deadlift',
  sldl: 'stiff leg deadlift',
  ohp: 'overhead press',
};

/** Words written apart or with a hyphen that are one word here ("pull up", "pull-up", "pullup"). */
const COMPOUNDS: Readonly<Record<string, string>> = {
  'pull up': 'pullup',
  'push up': 'pushup',
  'chin up': 'chinup',
  'sit up': 'situp',
  'step up': 'stepup',
  'get up': 'getup',
  'muscle up': 'muscleup',
  'pull down': 'pulldown',
  'push down': 'pushdown',
  'pull over': 'pullover',
  'cross over': 'crossover',
  'skull crusher': 'skullcrusher',
  'dead lift': 'deadlift',
  'kick back': 'kickback',
  'e z': 'ez',
  'body weight': 'bodyweight',
  'dumb bell': 'dumbbell',
  'kettle bell': 'kettlebell',
  'bar bell': 'barbell',
};

const STOP_WORDS = new Set(['a', 'an', 'the', 'with', 'on', 'to', 'of', 'and', 'or', 'in', 'from', 'for', 'at', 'by', 'using']);

/** Words ending in s that are not plurals. */
const NOT_PLURAL = new Set([
  'biceps',
  'triceps',
  'press',
  'cross',
  'across',
  'chess',
  'abs',
  'plus',
  'bus',
  'gas',
  'pes',
  'series',
  'swiss',
]);

function singular(word: string): string {
  if (word.length <= 2 || NOT_PLURAL.has(word) || !word.endsWith('s')) return word;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ss|ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

function words(name: string): string[] {
  const raw = fold(name)
    .replace(/[ßæœøłđ]/g, (letter) => ({ ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd' })[letter] ?? letter)
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (!raw) return [];
  const expanded = raw
    .split(' ')
    .map(singular)
    .flatMap((word) => (WORD_REPLACEMENTS[word] ?? word).split(' '));
  const joined: string[] = [];
  for (let index = 0; index < expanded.length; index++) {
    const word = expanded[index] ?? '';
    const next = expanded[index + 1];
    const compound = next === undefined ? undefined : COMPOUNDS[`${word} ${next}`];
    if (compound) {
      joined.push(compound);
      index++;
    } else {
      joined.push(word);
    }
  }
  return joined.filter((word) => !STOP_WORDS.has(word));
}

export interface NormalisedName {
  /** Distinct movement words, sorted. */
  tokens: string[];
  /** Distinct canonical equipment named in it, sorted. */
  equipment: string[];
  /** tokens and equipment joined: equal keys are the same exercise. */
  key: string;
}

/** A name as the matcher reads it (step 1 of the algorithm above). */
export function normaliseExerciseName(name: string): NormalisedName {
  const all = words(name);
  const movement: string[] = [];
  const equipment = new Set<string>();
  for (let index = 0; index < all.length;) {
    const phrase = EQUIPMENT_PHRASES.find(([parts]) => parts.every((part, offset) => all[index + offset] === part));
    if (phrase) {
      equipment.add(phrase[1]);
      index += phrase[0].length;
    } else {
      movement.push(all[index] ?? '');
      index++;
    }
  }
  // A name that is only equipment ("Machine") keeps it as its words.
  const tokens = [...new Set(movement.length ? movement : all)].sort();
  const equipmentList = [...equipment].sort();
  return { tokens, equipment: equipmentList, key: `${tokens.join(' ')}|${equipmentList.join(' ')}` };
}

/** Canonical equipment for a library field value, an inventory key or a word ("kettlebells" → "kettlebell"); null when it says nothing ("other"). */
export function normaliseEquipment(value: string): string | null {
  const folded = fold(value);
  return EQUIPMENT_WORDS[folded] ?? EQUIPMENT_WORDS[folded.replace(/_/g, ' ')] ?? null;
}

/* ---------------------------------------------------------------- the index */

interface NameEntry {
  candidate: number;
  tokens: string[];
  nameEquipment: string[];
  /** Sum of its tokens' weights. */
  total: number;
}

interface Ranked {
  candidate: number;
  score: number;
  exact: boolean;
  size: number;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function confidenceOf(score: number, exact: boolean): MatchConfidence {
  if (exact) return 'exact';
  if (score >= HIGH_CONFIDENCE) return 'high';
  if (score >= LOW_CONFIDENCE) return 'low';
  return 'none';
}

function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}

/**
 * Builds the index once (names normalised, an inverted index from words to names, word weights,
 * the alias table resolved to candidates); match() then touches only names sharing a word.
 * `aliases` maps a Strong/Hevy name to a free-exercise-db id (default: EXERCISE_ALIASES).
 */
export function createExerciseMatcher(
  candidates: readonly ExerciseCandidate[],
  aliases: Readonly<Record<string, string>> = EXERCISE_ALIASES,
): ExerciseMatcher {
  const equipmentOf = candidates.map(
    (candidate) => new Set(candidate.equipment.map(normaliseEquipment).filter((value): value is string => value !== null)),
  );
  const entries: NameEntry[] = [];
  const byKey = new Map<string, number[]>();
  const postings = new Map<string, number[]>();
  const documentFrequency = new Map<string, number>();

  candidates.forEach((candidate, index) => {
    const seenTokens = new Set<string>();
    const seenKeys = new Set<string>();
    for (const name of candidate.names) {
      const normalised = normaliseExerciseName(name);
      if (!normalised.tokens.length) continue;
      const entry = entries.length;
      entries.push({ candidate: index, tokens: normalised.tokens, nameEquipment: normalised.equipment, total: 0 });
      for (const token of normalised.tokens) {
        const list = postings.get(token) ?? [];
        list.push(entry);
        postings.set(token, list);
        seenTokens.add(token);
      }
      // Keyed by words alone; equipment is compared at match time (its field may complete the name).
      const wordsKey = normalised.tokens.join(' ');
      if (!seenKeys.has(wordsKey)) {
        seenKeys.add(wordsKey);
        byKey.set(wordsKey, [...(byKey.get(wordsKey) ?? []), entry]);
      }
    }
    for (const token of seenTokens) documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
  });

  const total = Math.max(candidates.length, 1);
  const weight = (token: string) => Math.log(1 + total / Math.max(documentFrequency.get(token) ?? 0, 1));
  for (const entry of entries) entry.total = entry.tokens.reduce((sum, token) => sum + weight(token), 0);

  const bySource = new Map<string, number>();
  candidates.forEach((candidate, index) => {
    if (candidate.sourceId === null || candidate.own) return;
    const known = bySource.get(candidate.sourceId);
    if (known === undefined || byText(candidate.id, candidates[known]?.id ?? '') < 0) bySource.set(candidate.sourceId, index);
  });
  const aliasByKey = new Map<string, number>();
  for (const [alias, sourceId] of Object.entries(aliases).sort(([a], [b]) => byText(a, b))) {
    const index = bySource.get(sourceId);
    const key = normaliseExerciseName(alias).key;
    if (index !== undefined && !aliasByKey.has(key)) aliasByKey.set(key, index);
  }

  /** The name's equipment is the candidate's: named alike, or named only in the name and held by the candidate. */
  function sameEquipment(query: readonly string[], entry: NameEntry): boolean {
    const held = equipmentOf[entry.candidate] ?? new Set<string>();
    if (!entry.nameEquipment.every((item) => query.includes(item))) return false;
    return query.every((item) => entry.nameEquipment.includes(item) || held.has(item) || (item === 'bodyweight' && held.size === 0));
  }

  function equipmentScore(query: readonly string[], entry: NameEntry): number {
    const held = new Set([...entry.nameEquipment, ...(equipmentOf[entry.candidate] ?? [])]);
    let score = 0;
    for (const item of entry.nameEquipment) if (!query.includes(item)) score += EQUIPMENT_NAMED_OTHER;
    for (const item of query) {
      if (held.has(item)) score += EQUIPMENT_AGREES;
      else if ((NEAR_EQUIPMENT[item] ?? []).some((near) => held.has(near))) score += EQUIPMENT_NEAR;
      else if (item === 'bodyweight' ? [...held].some((other) => other !== 'bodyweight') : held.size > 0) score += EQUIPMENT_CONFLICTS;
    }
    return score;
  }

  function rank(name: string): Ranked[] {
    const query = normaliseExerciseName(name);
    if (!query.tokens.length) return [];
    const best = new Map<number, Ranked>();
    const offer = (ranked: Ranked) => {
      const known = best.get(ranked.candidate);
      if (!known || ranked.score > known.score || (ranked.score === known.score && ranked.size < known.size))
        best.set(ranked.candidate, ranked);
    };

    for (const entryIndex of byKey.get(query.tokens.join(' ')) ?? []) {
      const entry = entries[entryIndex];
      if (entry && sameEquipment(query.equipment, entry))
        offer({ candidate: entry.candidate, score: 1, exact: true, size: entry.tokens.length });
    }
    const alias = aliasByKey.get(query.key);
    if (alias !== undefined) {
      // The curated choice outranks library names that happen to be equal (a coach's own stays first: see the sort).
      for (const ranked of best.values()) {
        if (candidates[ranked.candidate]?.own) continue;
        ranked.exact = false;
        ranked.score = MAX_SIMILAR;
      }
      best.set(alias, { candidate: alias, score: 1, exact: true, size: 0 });
    }

    const matched = new Map<number, number>();
    const queryWeights = query.tokens.map(weight);
    query.tokens.forEach((token, index) => {
      for (const entryIndex of postings.get(token) ?? [])
        matched.set(entryIndex, (matched.get(entryIndex) ?? 0) + (queryWeights[index] ?? 0));
    });
    const queryTotal = queryWeights.reduce((sum, value) => sum + value, 0);
    for (const [entryIndex, shared] of matched) {
      const entry = entries[entryIndex];
      if (!entry || best.get(entry.candidate)?.exact) continue;
      const missing = queryTotal - shared;
      const extra = entry.total - shared;
      const text = shared / (shared + missing + EXTRA_WEIGHT * extra);
      const score = Math.min(MAX_SIMILAR, Math.max(0, text + equipmentScore(query.equipment, entry)));
      offer({ candidate: entry.candidate, score: round(score), exact: false, size: entry.tokens.length });
    }

    return [...best.values()].sort((a, b) => {
      if (a.exact !== b.exact) return a.exact ? -1 : 1;
      if (a.score !== b.score) return b.score - a.score;
      const ownA = candidates[a.candidate]?.own ?? false;
      const ownB = candidates[b.candidate]?.own ?? false;
      if (ownA !== ownB) return ownA ? -1 : 1;
      if (a.size !== b.size) return a.size - b.size;
      return byText(candidates[a.candidate]?.id ?? '', candidates[b.candidate]?.id ?? '');
    });
  }

  const toMatch = (ranked: Ranked): ExerciseMatch & { exercise_id: string } => ({
    exercise_id: candidates[ranked.candidate]?.id ?? '',
    confidence: confidenceOf(ranked.score, ranked.exact),
    score: ranked.exact ? 1 : ranked.score,
  });

  return {
    match(name) {
      const top = rank(name)[0];
      if (!top || (!top.exact && top.score < LOW_CONFIDENCE)) return { exercise_id: null, confidence: 'none', score: top ? top.score : 0 };
      return toMatch(top);
    },
    alternatives(name, limit = 5) {
      return rank(name)
        .slice(1)
        .filter((ranked) => ranked.exact || ranked.score >= LOW_CONFIDENCE)
        .slice(0, limit)
        .map(toMatch);
    },
  };
}
