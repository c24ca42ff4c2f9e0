import type { PostSeed } from './types.ts';

/** Feed posts of the English-speaking flow (Physical Transformation group, language en). */
export const ENGLISH_POSTS: PostSeed[] = [
  {
    key: 'en-steps-challenge',
    title: 'Announcement: the step challenge starts on Monday',
    preview:
      'Twenty-one days, 10,000 steps a day, and a personal meal-plan review for the winners.',
    tags: ['announcement'],
    daysAgo: 1,
    fix: true,
    blocks: [
      `## How it works
Start from 6,000 steps and add 500 every three days until you reach **10,000**.
- Any phone or fitness tracker will do.
- Send your weekly screenshot to your curator every Sunday.`,
      { photo: 0 },
    ],
  },
  {
    key: 'en-workout-1',
    title: 'Workout 1: full body in 30 minutes',
    preview: 'A no-equipment circuit: warm-up, three rounds and a cool-down.',
    tags: ['training', 'video'],
    daysAgo: 3,
    blocks: [
      `## The circuit
Work for 40 seconds, rest for 20, three rounds.
1. Bodyweight squats.
2. Incline push-ups.
3. Reverse lunges.
4. Forearm plank.
5. Glute bridges.`,
      { video: { name: 'Workout 1 — full body', duration: '31:20', services: 'both' } },
    ],
  },
  {
    key: 'en-calories',
    title: 'How to track calories without stress',
    preview: 'Tracking is a skill you learn in a couple of months, not a life sentence.',
    tags: ['article'],
    daysAgo: 5,
    blocks: [
      `## Five rules
1. Weigh food dry and raw.
2. Log right away, not from memory at night.
3. Oils and sauces count, even a teaspoon.
4. Think in weeks, not days.
5. One free meal a week is fine.`,
    ],
  },
  {
    key: 'en-protein',
    title: 'Protein: how much do you really need?',
    preview: 'Why protein matters in a calorie deficit, and how to get enough from normal food.',
    tags: ['article'],
    daysAgo: 8,
    blocks: [
      'Aim for **1.6–2 g of protein per kilogram** of your goal weight. It keeps your muscles and your hunger under control.',
      { photo: 3 },
    ],
  },
  {
    key: 'en-food-diary',
    title: 'Task of the week: food diary',
    preview: 'Seven days of writing down everything you eat. The template is attached.',
    tags: ['tasks'],
    daysAgo: 10,
    blocks: [
      'Log every meal and drink with weights for seven days, then send the diary to your curator.',
      { doc: 'food-diary-en' },
    ],
  },
  {
    key: 'en-webinar-home',
    title: 'Webinar: home workouts without equipment',
    preview: 'The coach shows how to replace the gym at home without losing progress.',
    tags: ['webinar', 'video'],
    daysAgo: 14,
    blocks: [
      { video: { name: 'Webinar part 1', duration: '42:10', services: 'kinescope' } },
      { video: { name: 'Webinar part 2 — Q&A', duration: '35:05', services: 'youtube' } },
      { doc: 'webinar-summary' },
    ],
  },
  {
    key: 'en-stretching',
    title: 'Stretching after strength workouts',
    preview: 'Fifteen minutes that speed up recovery and reduce soreness.',
    tags: ['training', 'video'],
    daysAgo: 17,
    blocks: [
      { video: { name: 'Stretching after strength', duration: '15:00', services: 'both' } },
      'Hold each position for 30–40 seconds and breathe slowly. Pain means: ease off.',
    ],
  },
  {
    key: 'en-sleep',
    title: 'Sleep and fat loss',
    preview: 'Short nights make you hungrier. How to fix your sleep in two weeks.',
    tags: ['article'],
    daysAgo: 20,
    blocks: [
      `## Sleep hygiene
- Go to bed and get up at the same time, weekends included.
- No screens an hour before bed.
- Keep the bedroom cool: 18–20 °C.
- No coffee after 2 pm.`,
      { audio: 'breathing' },
    ],
  },
  {
    key: 'en-workouts-week',
    title: 'Your workouts this week',
    preview: 'Three workouts, one walk and one rest day: the plan for week two.',
    tags: ['training'],
    daysAgo: 24,
    blocks: [
      `## The plan
- Monday, Wednesday, Friday: strength workouts from the programme.
- Saturday: a long walk.
- Sunday: rest and measurements.`,
      { doc: 'training-plan' },
    ],
  },
];
