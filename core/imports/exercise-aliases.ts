/**
 * Common Strong and Hevy exercise names whose free-exercise-db exercise is named too differently to
 * be found by similarity ("Overhead Press (Barbell)" is the library's "Standing Military Press"), or
 * that similarity would send to a sibling ("Lat Pulldown (Cable)" → "One Arm Lat Pulldown").
 * Written as the exports write them; the matcher compares them normalised (normaliseExerciseName's
 * key), so "Bench Press (Barbell)" also covers "Barbell Bench Press" and "bench press (bb)".
 * Every value is an id in server/seed/data/free-exercise-db/exercises.json (the tests check it).
 * An alias hit is an 'exact' match, so add only names whose target is certain.
 */
export const EXERCISE_ALIASES: Readonly<Record<string, string>> = {
  // The big lifts.
  'Squat (Barbell)': 'Barbell_Squat',
  'Front Squat': 'Front_Barbell_Squat',
  'Bench Press (Barbell)': 'Barbell_Bench_Press_-_Medium_Grip',
  'Bench Press': 'Barbell_Bench_Press_-_Medium_Grip',
  'Incline Bench Press (Barbell)': 'Barbell_Incline_Bench_Press_-_Medium_Grip',
  'Incline Bench Press (Dumbbell)': 'Incline_Dumbbell_Press',
  'Bench Press (Cable)': 'Cable_Chest_Press',
  'Deadlift (Barbell)': 'Barbell_Deadlift',
  'Romanian Deadlift (Dumbbell)': 'Stiff-Legged_Dumbbell_Deadlift',
  'Overhead Press (Barbell)': 'Standing_Military_Press',
  'Strict Military Press (Barbell)': 'Standing_Military_Press',
  'Overhead Press (Dumbbell)': 'Dumbbell_Shoulder_Press',
  'Seated Overhead Press (Barbell)': 'Seated_Barbell_Military_Press',
  'Seated Overhead Press (Dumbbell)': 'Seated_Dumbbell_Press',

  // Pulls and rows.
  'Pull Up': 'Pullups',
  'Lat Pulldown (Cable)': 'Wide-Grip_Lat_Pulldown',
  'Lat Pulldown (Machine)': 'Wide-Grip_Lat_Pulldown',
  'Lat Pulldown - Close Grip (Cable)': 'Close-Grip_Front_Lat_Pulldown',
  'Lat Pulldown - Underhand (Cable)': 'Underhand_Cable_Pulldowns',
  'Lat Pulldown (Single Arm)': 'One_Arm_Lat_Pulldown',
  'Seated Cable Row - V Grip (Cable)': 'Seated_Cable_Rows',
  'Seated Cable Row - Bar Grip': 'Seated_Cable_Rows',
  'Seated Row (Machine)': 'Leverage_Iso_Row',
  'Iso-Lateral Row (Machine)': 'Leverage_Iso_Row',
  'Dumbbell Row': 'One-Arm_Dumbbell_Row',
  'Bent Over One Arm Row (Dumbbell)': 'One-Arm_Dumbbell_Row',
  'Pendlay Row (Barbell)': 'Bent_Over_Barbell_Row',
  'Bent Over Row - Underhand (Barbell)': 'Reverse_Grip_Bent-Over_Rows',
  'T Bar Row': 'T-Bar_Row_with_Handle',
  'Rear Delt Reverse Fly (Dumbbell)': 'Reverse_Flyes',

  // Chest and arms.
  'Iso-Lateral Chest Press (Machine)': 'Leverage_Chest_Press',
  'Chest Fly': 'Dumbbell_Flyes',
  'Chest Fly (Dumbbell)': 'Dumbbell_Flyes',
  'Incline Chest Fly (Dumbbell)': 'Incline_Dumbbell_Flyes',
  'Chest Fly (Machine)': 'Butterfly',
  'Butterfly (Pec Deck)': 'Butterfly',
  'Pec Deck (Machine)': 'Butterfly',
  'Cable Fly Crossovers': 'Cable_Crossover',
  Dip: 'Parallel_Bar_Dip',
  'Chest Dip': 'Dips_-_Chest_Version',
  'Triceps Dip': 'Dips_-_Triceps_Version',
  'Triceps Pushdown (Cable - Straight Bar)': 'Triceps_Pushdown',
  'Diamond Push Up': 'Push-Ups_-_Close_Triceps_Position',
  'Bicep Curl (Barbell)': 'Barbell_Curl',
  'EZ Bar Biceps Curl': 'EZ-Bar_Curl',
  'Preacher Curl (Dumbbell)': 'Two-Arm_Dumbbell_Preacher_Curl',
  'Hammer Curl (Cable)': 'Cable_Hammer_Curls_-_Rope_Attachment',
  'Front Raise (Barbell)': 'Standing_Front_Barbell_Raise_Over_Head',
  'Skullcrusher (Dumbbell)': 'Lying_Dumbbell_Tricep_Extension',

  // Legs.
  'Calf Raise (Machine)': 'Standing_Calf_Raises',
  'Standing Calf Raise': 'Standing_Calf_Raises',
  'Hip Abductor (Machine)': 'Thigh_Abductor',
  'Hip Abduction (Machine)': 'Thigh_Abductor',
  'Hip Adductor (Machine)': 'Thigh_Adductor',
  'Hip Adduction (Machine)': 'Thigh_Adductor',
  'Bulgarian Split Squat': 'Split_Squat_with_Dumbbells',
  'Bulgarian Split Squat (Dumbbell)': 'Split_Squat_with_Dumbbells',
  'Walking Lunge': 'Bodyweight_Walking_Lunge',
  'Walking Lunge (Dumbbell)': 'Dumbbell_Lunges',
  'Glute Bridge': 'Butt_Lift_Bridge',
  'Nordic Hamstring Curl': 'Natural_Glute_Ham_Raise',
  'Back Extension': 'Hyperextensions_Back_Extensions',

  // Core.
  'Side Plank': 'Side_Bridge',
  'Ab Wheel': 'Ab_Roller',
  'Bicycle Crunch': 'Air_Bike',
  'V Up': 'Jackknife_Sit-Up',
  'Toes To Bar': 'Hanging_Pike',
  "Knee Raise (Captain's Chair)": 'Knee_Hip_Raise_On_Parallel_Bars',

  // Cardio.
  Running: 'Running_Treadmill',
  Treadmill: 'Running_Treadmill',
  Walking: 'Walking_Treadmill',
  Cycling: 'Bicycling',
  'Cycling (Indoor)': 'Bicycling_Stationary',
  'Stationary Bike': 'Bicycling_Stationary',
  Spinning: 'Bicycling_Stationary',
  'Rowing (Machine)': 'Rowing_Stationary',
  'Stair Machine': 'Stairmaster',
  'Stair Climber': 'Stairmaster',
  'Elliptical Machine': 'Elliptical_Trainer',
  'Jump Rope': 'Rope_Jumping',
  Hiking: 'Trail_Running_Walking',
};
