#!/usr/bin/env node
// Generates server/seed/data/exercise-annotations.json:
//   { "<exercise id>": { "joints": [joint keys], "positions": [position keys] } }
//
// Pass 1 (rules): joints come from the movement pattern recognised in the exercise
// name (first matching rule wins, see JOINT_RULES); positions come from words in the
// name ("Seated", "Lying", "Incline", ...), then from the movement pattern's usual
// position (squat -> standing, bench press -> supine, push-up -> plank, ...), then
// from unambiguous phrases in the first instruction steps ("lie face down", ...).
// Pass 2 (review): every result was read against the exercise's instructions and
// corrected in OVERRIDES below (a full replacement for one exercise), or dropped via
// SKIP where the joints/position are not clear.
//
// An exercise is written only if at least one list is non-empty. An empty list means
// "not annotated" (not clear enough), never "no joint moves".
//
// Usage: node scripts/seed-data/annotate.mjs [--report]   (--report prints a review table)

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.resolve(here, '../../server/seed/data');
const exercises = JSON.parse(readFileSync(path.join(dataDir, 'free-exercise-db/exercises.json'), 'utf8'));

// ---------------------------------------------------------------------------
// Joint rules: [regex on lower-cased name (underscores/dashes -> spaces), joints, default positions]
// ---------------------------------------------------------------------------
const LEGS = ['hip', 'knee', 'ankle'];
const PUSH = ['shoulder', 'elbow'];
const OLY_PULL_CATCH = ['hip', 'knee', 'ankle', 'shoulder', 'elbow'];

const JOINT_RULES = [
  [/\bsmr\b/, [], []],
  [/pallof|turkish get.?up|windmill|bent press/, [], []], // whole-body / anti-rotation: review by hand
  [/\bwrist (curl|roller)|wrist curl/, ['wrist'], []],
  [/pronation|supination|wrist rotations/, ['forearm'], []],
  [/finger curl/, ['fingers', 'wrist'], []],
  [/plate pinch|hand squeeze/, ['fingers'], []],
  [/wrist circles/, ['wrist'], []],
  [/ankle circles/, ['ankle'], []],
  [/knee circles/, ['knee'], []],
  [/hip circles/, ['hip'], []],
  [/shoulder circles/, ['shoulder_girdle'], ['standing']],
  [/arm circles|elbow circles/, ['shoulder'], ['standing']],
  [/calf (raise|press)|calf raises|donkey calf/, ['ankle'], ['standing']],
  [/leg extension/, ['knee'], ['seated']],
  [/leg curl|hamstring curl/, ['knee'], []],
  [/glute.?ham raise/, ['knee', 'hip'], []],
  [/jump squat|squat jump/, LEGS, ['standing']],
  [/squat jerk|split jerk|power jerk|jerk|push press|thruster/, OLY_PULL_CATCH, ['standing']],
  [/snatch (pull|shrug|deadlift)|clean (pull|shrug|deadlift)/, LEGS, ['standing']],
  [/snatch/, ['hip', 'knee', 'ankle', 'shoulder'], ['standing']],
  [/front squat/, LEGS, ['standing']],
  [/clean/, OLY_PULL_CATCH, ['standing']],
  [/squat|pistol/, LEGS, ['standing']],
  [/lunge|step ?ups?\b|step up/, LEGS, ['split_stance']],
  [/leg press/, LEGS, ['seated']],
  [/stiff.?leg|romanian|one.?legged deadlift|good morning/, ['hip'], ['standing']],
  [/deadlift|rack pull/, ['hip', 'knee'], ['standing']],
  [/hyperextension|back extension/, ['hip'], ['prone']],
  [/hip thrust|glute bridge|butt lift|hip lift/, ['hip'], ['supine']],
  [/\bdips?\b/, PUSH, []],
  [/tricep|skull ?crusher|pushdown/, ['elbow'], []],
  [/kickback/, ['hip'], []],
  [/abductor|adductor|adduction|abduction/, ['hip'], []],
  [/kettlebell swings?/, ['hip'], ['standing']],
  [/shrug/, ['shoulder_girdle'], []],
  [/upright (barbell |cable |dumbbell )?row|upright row/, PUSH, ['standing']],
  [/straight.?arm pulldown/, ['shoulder'], ['standing']],
  [/pullover/, ['shoulder'], ['supine']],
  [/pulldown/, PUSH, ['seated']],
  [/pull.?ups?\b|pullups|chin.?ups?\b|chins\b/, PUSH, ['hanging']],
  [/\brows?\b/, PUSH, []],
  [/face pull/, PUSH, ['standing']],
  [/bench press|floor press|chest press/, PUSH, ['supine']],
  [/push.?ups?|pushups/, PUSH, ['plank']],
  [/military press|shoulder press|arnold|dumbbell press|barbell press/, PUSH, []],
  [/fly|flye|crossover|butterfly/, ['shoulder'], []],
  [/external rotation|internal rotation/, ['shoulder'], []],
  [/pull apart/, ['shoulder'], ['standing']],
  [
    /lateral raise|side lateral|front (cable |dumbbell |plate |incline dumbbell |two dumbbell |barbell )?raise|delt raise|deltoid raise|rear lateral|scaption/,
    ['shoulder'],
    [],
  ],
  [/curl/, ['elbow'], []],
  [/\bpress\b/, PUSH, []],
  [/reverse crunch/, ['hip', 'lumbar_spine'], ['supine']],
  [/crunch/, ['thoracic_spine', 'lumbar_spine'], []],
  [/sit.?ups?/, ['hip', 'lumbar_spine', 'thoracic_spine'], ['supine']],
  [/leg raise|knee raise|leg pull.?in|knee hip raise/, ['hip'], []],
  [/russian twist|wood ?chop|\btwist/, ['thoracic_spine', 'lumbar_spine'], []],
  [/side bend/, ['lumbar_spine', 'thoracic_spine'], ['standing']],
  [/\bplank\b/, [], ['plank']],
  [/farmer|yoke walk|carry|sled (push|drag)|prowler|backward walk/, LEGS, ['standing']],
  [/treadmill|running|jogging|walking|stairmaster|step mill|elliptical|sprint|skating/, LEGS, ['standing']],
  [/bicycling|recumbent bike/, LEGS, ['seated']],
  [/rowing/, ['hip', 'knee', 'ankle', 'shoulder', 'elbow'], ['seated']],
  [/rope jumping|skipping/, ['ankle', 'knee'], ['standing']],
  [/box jump|long jump|tuck jump|star jump|split jump|bound\b|hops?\b/, LEGS, ['standing']],
];

// Stretches not caught above: joints crossed by the stretched muscle (first primary muscle).
const STRETCH_JOINTS = {
  hamstrings: ['hip', 'knee'],
  calves: ['ankle'],
  quadriceps: ['knee', 'hip'],
  chest: ['shoulder'],
  shoulders: ['shoulder'],
  lats: ['shoulder'],
  triceps: ['shoulder', 'elbow'],
  biceps: ['shoulder', 'elbow'],
  forearms: ['wrist'],
  glutes: ['hip'],
  adductors: ['hip'],
  abductors: ['hip'],
  'lower back': ['lumbar_spine'],
  'middle back': ['thoracic_spine'],
  neck: ['neck'],
  abdominals: ['lumbar_spine', 'thoracic_spine'],
};

// ---------------------------------------------------------------------------
// Position words in the name
// ---------------------------------------------------------------------------
const NAME_POSITIONS = [
  [/\bhalf.?kneeling\b/, 'half_kneeling'],
  [/\bkneeling\b/, 'kneeling'],
  [/\bseated\b|\bsitting\b/, 'seated'],
  [/\bstanding\b/, 'standing'],
  [/\bhanging\b/, 'hanging'],
  [/\bprone\b|face down/, 'prone'],
  [/\bsupine\b|face up|on your back|on.your.back/, 'supine'],
  [/\bside.?lying\b|on your side/, 'side_lying'],
  [/\ball fours\b/, 'quadruped'],
  [/\bincline\b/, 'incline'],
  [/\bdecline\b/, 'decline'],
  [/\bbent.?over\b/, 'bent_over'],
];

// Unambiguous phrases in the first two instruction steps (used only when name/pattern gave none)
const TEXT_POSITIONS = [
  [/\bface ?down\b|\blie face down\b|\blie prone\b|\blying face down\b|\blie on your stomach\b|\blie facedown\b/, 'prone'],
  [
    /\bli?e (down |back )?on your back\b|\blie flat on your back\b|\blay (down )?on your back\b|\blie supine\b|\blying on your back\b|\b(lie|lay) (back |down )?on a flat bench\b|\blie flat on a bench\b/,
    'supine',
  ],
  [/\blie on your side\b|\blying on your side\b/, 'side_lying'],
  [/\bon all fours\b|\bon your hands and knees\b/, 'quadruped'],
  [/\bhang from\b|\bhanging from\b/, 'hanging'],
  [/^(stand|begin standing|start standing|start by standing|in a standing position)\b/, 'standing'],
  [/^(sit|seat yourself|begin seated|start seated|sit down)\b(?! or stand)/, 'seated'],
  [/^kneel\b/, 'kneeling'],
];

// ---------------------------------------------------------------------------
// Review results
// ---------------------------------------------------------------------------
// Not clear enough (whole-body lifts with many phases, partner/sport drills, SMR
// with an unclear body position, entries without instructions): drop.
const SKIP = new Set([
  'Advanced_Kettlebell_Windmill',
  'Atlas_Stone_Trainer',
  'Backward_Medicine_Ball_Throw',
  'Bear_Crawl_Sled_Drags',
  'Bent_Press',
  'Cable_Judo_Flip',
  'Chest_Push_from_3_point_stance',
  'Chest_Push_with_Run_Release',
  'Circus_Bell',
  'Conans_Wheel',
  'Double_Kettlebell_Windmill',
  'Forward_Drag_with_Press',
  'Heavy_Bag_Thrust',
  'Iron_Cross',
  'Isometric_Chest_Squeezes',
  'Keg_Load',
  'Kettlebell_Figure_8',
  'Kettlebell_Pass_Between_The_Legs',
  'Kettlebell_Turkish_Get-Up_Lunge_style',
  'Kettlebell_Turkish_Get-Up_Squat_style',
  'Kettlebell_Windmill',
  'Linear_3-Part_Start_Technique',
  'Linear_Acceleration_Wall_Drill',
  'London_Bridges',
  'Lower_Back-SMR',
  'Medicine_Ball_Scoop_Throw',
  'Moving_Claw_Series',
  'Neck-SMR',
  'Power_Stairs',
  'Pyramid',
  'Rack_Delivery',
  'Return_Push_from_Stance',
  'Sandbag_Load',
  'Side_Jackknife',
  'Spell_Caster',
  'Tire_Flip',
]);

// Hand-corrected annotations after reading the instructions: id -> [joints, positions]
// (a full replacement; [] = leave that list empty).
const L = LEGS;
const P = PUSH;
const OVERRIDES = {
  // --- positions/joints the rules missed or got wrong -----------------------------------
  Ab_Crunch_Machine: [['thoracic_spine', 'lumbar_spine'], ['seated']],
  Ab_Roller: [['shoulder', 'hip'], ['kneeling']],
  Adductor: [[], ['prone']],
  Air_Bike: [['thoracic_spine', 'lumbar_spine', 'hip', 'knee'], ['supine']],
  Alternate_Heel_Touchers: [['thoracic_spine', 'lumbar_spine'], ['supine']],
  Alternate_Incline_Dumbbell_Curl: [['elbow'], ['incline', 'supine']],
  Alternating_Kettlebell_Press: [P, ['standing']],
  Alternating_Kettlebell_Row: [P, ['bent_over']],
  Alternating_Renegade_Row: [P, ['plank']],
  Ankle_Circles: [['ankle'], ['standing']],
  Ankle_On_The_Knee: [['hip'], ['supine']],
  'Anterior_Tibialis-SMR': [[], ['seated']],
  'Anti-Gravity_Press': [P, ['prone', 'incline']],
  Around_The_Worlds: [['shoulder'], ['supine']],
  Atlas_Stones: [['hip', 'knee'], ['standing']],
  'Back_Flyes_-_With_Bands': [['shoulder'], ['standing']],
  Backward_Drag: [L, ['standing']],
  Balance_Board: [['ankle'], ['standing']],
  Ball_Leg_Curl: [['knee', 'hip'], ['supine']],
  Band_Hip_Adductions: [['hip'], ['standing']],
  Band_Skull_Crusher: [['elbow'], ['supine']],
  Barbell_Ab_Rollout: [['shoulder', 'hip'], ['plank']],
  'Barbell_Ab_Rollout_-_On_Knees': [['shoulder', 'hip'], ['kneeling']],
  Barbell_Curls_Lying_Against_An_Incline: [['elbow'], ['incline', 'supine']],
  Barbell_Incline_Shoulder_Raise: [['shoulder_girdle'], ['incline', 'supine']],
  Barbell_Rear_Delt_Row: [P, ['bent_over']],
  Barbell_Rollout_from_Bench: [['shoulder', 'hip'], ['kneeling']],
  Battling_Ropes: [P, ['standing']],
  'Bent-Knee_Hip_Raise': [['hip', 'lumbar_spine'], ['supine']],
  Bench_Jump: [L, ['standing']],
  Board_Press: [P, ['supine']],
  'Body-Up': [P, ['plank']],
  Body_Tricep_Press: [['elbow'], []],
  Bodyweight_Flyes: [['shoulder'], ['plank']],
  Bodyweight_Mid_Row: [P, []],
  Bottoms_Up: [['hip', 'lumbar_spine'], ['supine']],
  Box_Skip: [L, ['standing']],
  Bradford_Rocky_Presses: [P, ['seated']],
  'Butt-Ups': [['hip'], ['plank']],
  Cable_Chest_Press: [P, ['seated']],
  Cable_Crossover: [['shoulder'], ['standing']],
  'Cable_Hammer_Curls_-_Rope_Attachment': [['elbow'], ['standing']],
  Cable_Incline_Pushdown: [['shoulder'], ['incline', 'supine']],
  Cable_Iron_Cross: [['shoulder'], ['standing']],
  Cable_One_Arm_Tricep_Extension: [['elbow'], ['standing']],
  Cable_Preacher_Curl: [['elbow'], ['seated']],
  Cable_Rear_Delt_Fly: [['shoulder'], ['standing']],
  Cable_Shoulder_Press: [P, ['standing']],
  Cable_Shrugs: [['shoulder_girdle'], ['standing']],
  Cable_Wrist_Curl: [['wrist'], ['seated']],
  'Calf-Machine_Shoulder_Shrug': [['shoulder_girdle'], ['standing']],
  Calf_Press: [['ankle'], ['seated']],
  Calf_Press_On_The_Leg_Press_Machine: [['ankle'], ['seated']],
  Car_Drivers: [['shoulder'], ['standing']],
  Carioca_Quick_Step: [L, ['standing']],
  Cat_Stretch: [['lumbar_spine', 'thoracic_spine'], ['quadruped']],
  Chain_Handle_Extension: [['elbow'], ['supine']],
  Chain_Press: [P, ['supine']],
  Chair_Lower_Back_Stretch: [['lumbar_spine', 'thoracic_spine'], ['seated']],
  Chest_And_Front_Of_Shoulder_Stretch: [['shoulder'], ['standing']],
  Chest_Push_multiple_response: [P, ['kneeling']],
  Chest_Push_single_response: [P, ['kneeling']],
  Childs_Pose: [['hip', 'lumbar_spine'], ['kneeling']],
  Chin_To_Chest_Stretch: [['neck'], ['seated']],
  'Close-Grip_Dumbbell_Press': [P, ['supine']],
  'Close-Grip_EZ-Bar_Curl_with_Band': [['elbow'], ['standing']],
  Cocoons: [['hip', 'lumbar_spine'], ['supine']],
  'Cross_Over_-_With_Bands': [['shoulder'], ['standing']],
  Crucifix: [[], ['standing']],
  'Crunch_-_Hands_Overhead': [['thoracic_spine', 'lumbar_spine'], ['supine']],
  Cuban_Press: [P, ['standing']],
  Dancers_Stretch: [['thoracic_spine', 'lumbar_spine'], ['seated']],
  Dead_Bug: [['shoulder', 'hip'], ['supine']],
  'Decline_Close-Grip_Bench_To_Skull_Crusher': [P, ['decline', 'supine']],
  Depth_Jump_Leap: [L, ['standing']],
  Double_Leg_Butt_Kick: [L, ['standing']],
  Drop_Push: [P, ['plank']],
  Dumbbell_Incline_Row: [P, ['prone', 'incline']],
  Dumbbell_Incline_Shoulder_Raise: [['shoulder_girdle'], ['incline', 'supine']],
  'Dumbbell_Lying_One-Arm_Rear_Lateral_Raise': [['shoulder'], ['prone', 'incline']],
  Dumbbell_Lying_Rear_Lateral_Raise: [['shoulder'], ['prone', 'incline']],
  Dumbbell_Lying_Supination: [['forearm'], ['side_lying']],
  'Dumbbell_One-Arm_Shoulder_Press': [P, ['seated']],
  'Dumbbell_One-Arm_Triceps_Extension': [['elbow'], ['seated']],
  Dumbbell_Raise: [['shoulder'], ['standing']],
  Dumbbell_Scaption: [['shoulder'], ['standing']],
  Dumbbell_Shoulder_Press: [P, ['seated']],
  'EZ-Bar_Skullcrusher': [['elbow'], ['supine']],
  Elbow_Circles: [['shoulder'], []],
  Elbow_to_Knee: [['thoracic_spine', 'lumbar_spine'], ['supine']],
  Elevated_Cable_Rows: [P, ['seated']],
  Exercise_Ball_Crunch: [['thoracic_spine', 'lumbar_spine'], ['supine']],
  'Exercise_Ball_Pull-In': [['hip', 'knee'], ['plank']],
  External_Rotation: [['shoulder'], ['side_lying']],
  External_Rotation_with_Band: [['shoulder'], ['standing']],
  External_Rotation_with_Cable: [['shoulder'], ['standing']],
  Flat_Bench_Cable_Flyes: [['shoulder'], ['supine']],
  'Flat_Bench_Leg_Pull-In': [['hip', 'knee'], ['supine']],
  Flat_Bench_Lying_Leg_Raise: [['hip'], ['supine']],
  'Floor_Glute-Ham_Raise': [['knee'], ['kneeling']],
  Flutter_Kicks: [['hip'], ['prone']],
  Front_Cable_Raise: [['shoulder'], ['standing']],
  Front_Dumbbell_Raise: [['shoulder'], ['standing']],
  Front_Incline_Dumbbell_Raise: [['shoulder'], ['incline', 'supine']],
  Front_Leg_Raises: [['hip'], ['standing']],
  Front_Plate_Raise: [['shoulder'], ['standing']],
  'Front_Two-Dumbbell_Raise': [['shoulder'], ['standing']],
  'Full_Range-Of-Motion_Lat_Pulldown': [P, []],
  Glute_Ham_Raise: [['knee', 'hip'], []],
  Glute_Kickback: [['hip'], ['quadruped']],
  Gorilla_Chin_Crunch: [['shoulder', 'elbow', 'hip'], ['hanging']],
  Groiners: [['hip', 'knee'], ['plank']],
  'Hamstring-SMR': [[], ['seated']],
  'Handstand_Push-Ups': [P, ['inverted']],
  Hanging_Bar_Good_Morning: [['hip'], ['standing']],
  Hanging_Pike: [['hip'], ['hanging']],
  Hip_Circles_prone: [['hip'], ['quadruped']],
  Hip_Extension_with_Bands: [['hip'], ['standing']],
  Hip_Flexion_with_Band: [['hip'], ['standing']],
  Hug_Knees_To_Chest: [['hip', 'lumbar_spine'], ['supine']],
  IT_Band_and_Glute_Stretch: [['hip'], ['supine']],
  'Iliotibial_Tract-SMR': [[], ['side_lying']],
  Inchworm: [
    ['hip', 'shoulder'],
    ['standing', 'plank'],
  ],
  Incline_Bench_Pull: [P, ['prone', 'incline']],
  Incline_Cable_Chest_Press: [P, ['seated']],
  Incline_Dumbbell_Bench_With_Palms_Facing_In: [P, ['incline', 'supine']],
  Incline_Dumbbell_Curl: [['elbow'], ['incline', 'supine']],
  Incline_Hammer_Curls: [['elbow'], ['incline', 'supine']],
  Incline_Inner_Biceps_Curl: [['elbow'], ['incline', 'supine']],
  Intermediate_Groin_Stretch: [['hip'], ['supine']],
  Internal_Rotation_with_Band: [['shoulder'], ['standing']],
  Inverted_Row_with_Straps: [P, []],
  Iron_Crosses_stretch: [['lumbar_spine', 'thoracic_spine', 'hip'], ['prone']],
  Isometric_Wipers: [P, ['plank']],
  Jerk_Dip_Squat: [L, ['standing']],
  Kettlebell_Arnold_Press: [P, ['standing']],
  'Kettlebell_One-Legged_Deadlift': [['hip'], ['single_leg_standing']],
  Kettlebell_Pirate_Ships: [[], ['standing']],
  Kettlebell_Pistol_Squat: [L, ['single_leg_standing']],
  Kettlebell_Seesaw_Press: [P, ['standing']],
  Kettlebell_Sumo_High_Pull: [['hip', 'knee', 'shoulder', 'elbow'], ['standing']],
  Kipping_Muscle_Up: [P, ['hanging']],
  Knee_Across_The_Body: [['hip', 'lumbar_spine'], ['supine']],
  Knee_Hip_Raise_On_Parallel_Bars: [['hip'], []],
  Kneeling_Arm_Drill: [['shoulder'], ['half_kneeling']],
  Kneeling_Hip_Flexor: [['hip'], ['half_kneeling']],
  Kneeling_Jump_Squat: [['hip', 'knee'], ['kneeling']],
  Kneeling_Squat: [['hip'], ['kneeling']],
  Landmine_180s: [['thoracic_spine', 'lumbar_spine'], ['standing']],
  Landmine_Linear_Jammer: [OLY_PULL_CATCH, ['standing']],
  'Lateral_Raise_-_With_Bands': [['shoulder'], ['standing']],
  'Latissimus_Dorsi-SMR': [[], ['side_lying']],
  Leg_Lift: [['hip'], ['standing']],
  'Leg_Pull-In': [['hip', 'knee'], ['supine']],
  Leverage_Chest_Press: [P, ['seated']],
  Leverage_Decline_Chest_Press: [P, ['seated']],
  Leverage_High_Row: [P, ['seated']],
  Leverage_Incline_Chest_Press: [P, ['seated']],
  Leverage_Iso_Row: [P, ['seated']],
  Leverage_Shoulder_Press: [P, ['seated']],
  Leverage_Shrug: [['hip', 'knee', 'shoulder_girdle'], ['standing']],
  Linear_Depth_Jump: [L, ['standing']],
  Log_Lift: [OLY_PULL_CATCH, ['standing']],
  Low_Cable_Crossover: [['shoulder'], ['standing']],
  Low_Cable_Triceps_Extension: [['elbow'], ['supine']],
  Lower_Back_Curl: [['lumbar_spine'], ['prone']],
  Lying_Cable_Curl: [['elbow'], ['supine']],
  Lying_Cambered_Barbell_Row: [P, ['prone']],
  'Lying_Close-Grip_Bar_Curl_On_High_Pulley': [['elbow'], ['supine']],
  Lying_Crossover: [['hip', 'lumbar_spine'], ['supine']],
  Lying_High_Bench_Barbell_Curl: [['elbow'], ['prone']],
  Lying_Machine_Squat: [L, ['supine']],
  'Lying_One-Arm_Lateral_Raise': [['shoulder'], ['prone']],
  Lying_Rear_Delt_Raise: [['shoulder'], ['prone']],
  'Lying_T-Bar_Row': [P, ['prone']],
  Machine_Bicep_Curl: [['elbow'], ['seated']],
  Machine_Triceps_Extension: [['elbow'], ['seated']],
  Medicine_Ball_Chest_Pass: [P, ['standing']],
  Medicine_Ball_Full_Twist: [['thoracic_spine', 'lumbar_spine'], ['standing']],
  Middle_Back_Shrug: [['shoulder_girdle'], ['prone', 'incline']],
  Mixed_Grip_Chin: [P, ['hanging']],
  Monster_Walk: [['hip'], ['standing']],
  Mountain_Climbers: [['hip', 'knee'], ['plank']],
  Muscle_Up: [P, ['hanging']],
  Natural_Glute_Ham_Raise: [['knee', 'hip'], ['kneeling']],
  Oblique_Crunches: [['thoracic_spine', 'lumbar_spine'], ['supine']],
  'Oblique_Crunches_-_On_The_Floor': [['thoracic_spine', 'lumbar_spine'], ['side_lying']],
  'One-Arm_Dumbbell_Row': [P, ['bent_over']],
  'One-Arm_Incline_Lateral_Raise': [['shoulder'], ['side_lying', 'incline']],
  'One-Arm_Kettlebell_Military_Press_To_The_Side': [P, ['standing']],
  'One-Arm_Kettlebell_Para_Press': [P, ['standing']],
  'One-Arm_Kettlebell_Row': [P, ['bent_over']],
  'One-Arm_Long_Bar_Row': [P, ['bent_over']],
  'One-Arm_Medicine_Ball_Slam': [[], ['standing']],
  'One-Arm_Side_Laterals': [['shoulder'], ['standing']],
  'One-Legged_Cable_Kickback': [['hip'], ['standing']],
  One_Arm_Dumbbell_Preacher_Curl: [['elbow'], []],
  One_Knee_To_Chest: [['hip'], ['supine']],
  One_Leg_Barbell_Squat: [L, ['split_stance']],
  'Otis-Up': [['hip', 'lumbar_spine', 'thoracic_spine'], ['supine']],
  Overhead_Cable_Curl: [['elbow'], ['standing']],
  Overhead_Slam: [[], ['standing']],
  Overhead_Stretch: [['thoracic_spine', 'lumbar_spine', 'shoulder'], ['standing']],
  Overhead_Triceps: [['shoulder', 'elbow'], ['seated']],
  Pallof_Press: [[], ['standing']],
  Pallof_Press_With_Rotation: [['thoracic_spine', 'lumbar_spine'], ['standing']],
  'Palms-Down_Dumbbell_Wrist_Curl_Over_A_Bench': [['wrist'], ['kneeling']],
  'Palms-Down_Wrist_Curl_Over_A_Bench': [['wrist'], ['kneeling']],
  'Palms-Up_Barbell_Wrist_Curl_Over_A_Bench': [['wrist'], ['kneeling']],
  'Palms-Up_Dumbbell_Wrist_Curl_Over_A_Bench': [['wrist'], ['kneeling']],
  Parallel_Bar_Dip: [P, []],
  Pelvic_Tilt_Into_Bridge: [['lumbar_spine', 'hip'], ['supine']],
  'Peroneals-SMR': [[], ['side_lying']],
  Peroneals_Stretch: [['ankle'], ['seated']],
  Physioball_Hip_Bridge: [['hip'], ['supine']],
  Pin_Presses: [P, ['supine']],
  Plate_Twist: [['thoracic_spine', 'lumbar_spine'], ['seated']],
  Platform_Hamstring_Slides: [['knee', 'hip'], ['supine']],
  Posterior_Tibialis_Stretch: [['ankle'], ['seated']],
  Power_Partials: [['shoulder'], ['standing']],
  'Press_Sit-Up': [['hip', 'lumbar_spine', 'thoracic_spine', 'shoulder', 'elbow'], ['supine']],
  Prone_Manual_Hamstring: [['knee'], ['prone']],
  Pull_Through: [['hip'], ['standing']],
  'Push-Ups_-_Close_Triceps_Position': [P, ['plank']],
  Push_Up_to_Side_Plank: [P, ['plank', 'side_plank']],
  Quad_Stretch: [['knee', 'hip'], ['side_lying']],
  Quick_Leap: [L, ['standing']],
  Rear_Leg_Raises: [['hip'], ['quadruped']],
  Reverse_Flyes: [['shoulder'], ['prone', 'incline']],
  Reverse_Flyes_With_External_Rotation: [['shoulder'], ['prone', 'incline']],
  Reverse_Grip_Triceps_Pushdown: [['elbow'], ['standing']],
  Reverse_Machine_Flyes: [['shoulder'], ['seated']],
  Reverse_Triceps_Bench_Press: [P, ['supine']],
  'Rhomboids-SMR': [[], ['supine']],
  Rocket_Jump: [L, ['standing']],
  'Rocky_Pull-Ups_Pulldowns': [P, []],
  Rope_Climb: [P, ['hanging']],
  Russian_Twist: [['thoracic_spine', 'lumbar_spine'], ['seated']],
  'Scapular_Pull-Up': [['shoulder_girdle'], ['hanging']],
  Scissor_Kick: [['hip'], ['supine']],
  Scissors_Jump: [L, ['split_stance']],
  Seated_Leg_Tucks: [['hip', 'knee'], ['seated']],
  'See-Saw_Press_Alternating_Side_Press': [P, ['standing']],
  Shotgun_Row: [P, ['split_stance']],
  'Shoulder_Press_-_With_Bands': [P, ['standing']],
  Shoulder_Raise: [['shoulder_girdle'], []],
  Side_Bridge: [[], ['side_plank']],
  Side_Lateral_Raise: [['shoulder'], ['standing']],
  Side_Wrist_Pull: [['shoulder'], ['standing']],
  Side_to_Side_Box_Shuffle: [L, ['standing']],
  'Single-Arm_Cable_Crossover': [['shoulder'], ['standing']],
  'Single-Arm_Linear_Jammer': [OLY_PULL_CATCH, ['standing']],
  'Single-Leg_High_Box_Squat': [L, ['single_leg_standing']],
  'Single-Leg_Stride_Jump': [L, ['standing']],
  Single_Dumbbell_Raise: [['shoulder'], ['standing']],
  Single_Leg_Butt_Kick: [L, ['standing']],
  'Single_Leg_Push-off': [L, ['standing']],
  Sled_Overhead_Triceps_Extension: [['elbow'], ['standing']],
  Sled_Reverse_Flye: [['shoulder'], ['standing']],
  Sled_Row: [P, ['standing']],
  Sledgehammer_Swings: [[], ['standing']],
  Smith_Incline_Shoulder_Raise: [['shoulder_girdle'], ['incline', 'supine']],
  Smith_Machine_Behind_the_Back_Shrug: [['shoulder_girdle'], ['standing']],
  Smith_Machine_Hip_Raise: [['hip', 'lumbar_spine'], ['supine']],
  Smith_Machine_Leg_Press: [L, ['supine']],
  Smith_Machine_Overhead_Shoulder_Press: [P, ['seated']],
  Smith_Machine_Pistol_Squat: [L, ['single_leg_standing']],
  Spider_Crawl: [[], ['plank']],
  Split_Jump: [L, ['split_stance']],
  Standing_Cable_Lift: [['thoracic_spine', 'lumbar_spine'], ['standing']],
  'Standing_One-Arm_Dumbbell_Curl_Over_Incline_Bench': [['elbow'], ['standing']],
  Stomach_Vacuum: [[], ['standing']],
  Straight_Bar_Bench_Mid_Rows: [P, ['bent_over']],
  Straight_Raises_on_Incline_Bench: [['shoulder'], ['prone', 'incline']],
  Stride_Jump_Crossover: [L, ['standing']],
  Superman: [['lumbar_spine', 'hip'], ['prone']],
  Supine_Chest_Throw: [P, ['supine']],
  'Supine_One-Arm_Overhead_Throw': [[], ['supine']],
  'Supine_Two-Arm_Overhead_Throw': [[], ['supine']],
  Suspended_Fallout: [['shoulder'], ['plank', 'incline']],
  Suspended_Reverse_Crunch: [['hip', 'lumbar_spine'], ['plank']],
  'T-Bar_Row_with_Handle': [P, ['bent_over']],
  Tate_Press: [['elbow'], ['supine']],
  The_Straddle: [['hip'], ['seated']],
  Thigh_Abductor: [['hip'], ['seated']],
  Thigh_Adductor: [['hip'], ['seated']],
  Toe_Touchers: [['thoracic_spine', 'lumbar_spine'], ['supine']],
  Tricep_Dumbbell_Kickback: [['elbow'], ['bent_over']],
  Tricep_Side_Stretch: [['shoulder', 'elbow'], []],
  Triceps_Overhead_Extension_with_Rope: [['elbow'], ['standing']],
  Triceps_Pushdown: [['elbow'], ['standing']],
  'Triceps_Pushdown_-_Rope_Attachment': [['elbow'], ['standing']],
  'Triceps_Pushdown_-_V-Bar_Attachment': [['elbow'], ['standing']],
  Triceps_Stretch: [['shoulder', 'elbow'], []],
  Tuck_Crunch: [['thoracic_spine', 'lumbar_spine'], ['supine']],
  'Two-Arm_Kettlebell_Military_Press': [P, ['standing']],
  'Two-Arm_Kettlebell_Row': [P, ['bent_over']],
  'Upper_Back-Leg_Grab': [['thoracic_spine'], ['seated']],
  Vertical_Swing: [['hip'], ['standing']],
  Weighted_Ball_Side_Bend: [['lumbar_spine', 'thoracic_spine'], ['side_lying']],
  'Weighted_Sit-Ups_-_With_Bands': [
    ['hip', 'lumbar_spine', 'thoracic_spine'],
    ['decline', 'supine'],
  ],
  Wind_Sprints: [['hip', 'knee'], ['hanging']],
  Windmills: [['lumbar_spine', 'thoracic_spine', 'hip'], ['supine']],
  Worlds_Greatest_Stretch: [['hip', 'thoracic_spine'], ['split_stance']],
  Wrist_Roller: [['wrist'], ['standing']],
  Zottman_Curl: [['elbow', 'forearm'], ['standing']],
  Zottman_Preacher_Curl: [['elbow', 'forearm'], []],
  Barbell_Side_Split_Squat: [L, ['standing']],
  Clean_Shrug: [['hip', 'knee', 'ankle', 'shoulder_girdle'], ['standing']],
  Snatch_Shrug: [['hip', 'knee', 'ankle', 'shoulder_girdle'], ['standing']],
  Dumbbell_Seated_Box_Jump: [L, []],
  Svend_Press: [P, ['standing']],
  Speed_Band_Overhead_Triceps: [['elbow'], ['standing']],
  Spider_Curl: [['elbow'], ['prone']],
};

// ---------------------------------------------------------------------------
const norm = (s) =>
  s
    .toLowerCase()
    .replace(/[_\-/()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const uniq = (a) => [...new Set(a)];

function firstRule(name) {
  for (const [re, joints, positions] of JOINT_RULES) {
    if (re.test(name)) return { joints, positions };
  }
  return null;
}

function annotate(ex) {
  const name = norm(ex.name);
  let rule = firstRule(name);
  if (ex.primaryMuscles.includes('neck')) rule = { joints: ['neck'], positions: [] };
  let joints = rule?.joints ?? [];
  if (!rule && ex.category === 'stretching') joints = STRETCH_JOINTS[ex.primaryMuscles[0]] ?? [];

  let positions = [];
  for (const [re, pos] of NAME_POSITIONS) if (re.test(name)) positions.push(pos);
  // incline/decline on a bench press/fly/triceps extension etc. implies lying on the bench
  if (
    (positions.includes('incline') || positions.includes('decline')) &&
    /bench|press|fly|flye|triceps extension|pullover|crunch|sit.?up/.test(name) &&
    !/push.?up/.test(name)
  ) {
    positions.push('supine');
  }
  if (/push.?ups?|pushups/.test(name)) positions.push('plank');
  // movement patterns whose position is fixed whatever the first step says
  let forced = null;
  if (/lunge|split squat/.test(name)) forced = ['split_stance'];
  else if (/hip thrust|glute bridge|butt lift/.test(name)) forced = ['supine'];
  if (!positions.length) {
    const text = norm(ex.instructions[0] ?? '');
    for (const [re, pos] of TEXT_POSITIONS) if (re.test(text)) positions.push(pos);
  }
  if (!positions.length && rule) positions = [...rule.positions];
  if (forced) positions = forced;
  if (positions.includes('prone')) positions = positions.filter((p) => p !== 'supine');
  return { joints: uniq(joints), positions: uniq(positions) };
}

const result = {};
const report = [];
for (const ex of exercises) {
  let a;
  let how = 'rule';
  if (SKIP.has(ex.id)) {
    a = { joints: [], positions: [] };
    how = 'skip';
  } else if (ex.id in OVERRIDES) {
    a = { joints: [...OVERRIDES[ex.id][0]], positions: [...OVERRIDES[ex.id][1]] };
    how = 'manual';
  } else {
    a = annotate(ex);
  }
  report.push([ex.id, how, a.joints.join(','), a.positions.join(','), ex.instructions[0] ?? '']);
  if (a.joints.length || a.positions.length) result[ex.id] = a;
}

for (const id of [...SKIP, ...Object.keys(OVERRIDES)]) {
  if (!exercises.some((e) => e.id === id)) throw new Error(`Unknown exercise id in review table: ${id}`);
}

if (process.argv.includes('--report')) {
  for (const r of report) console.log(`${r[0]} | ${r[1]} | J:${r[2]} | P:${r[3]} | ${r[4].slice(0, 110)}`);
}
writeFileSync(path.join(dataDir, 'exercise-annotations.json'), JSON.stringify(result, null, 2) + '\n');
const n = Object.keys(result).length;
const both = Object.values(result).filter((a) => a.joints.length && a.positions.length).length;
console.error(`Annotated ${n}/${exercises.length} exercises (${both} with both joints and positions).`);
