/**
 * Survey question types (spec §4: 1 text, 2 slider, 3 smile, 4 choices, 5 rate, 6 phone), apart from the schemas
 * that read them (accounts.ts) so that the survey island gets the names without zod.
 */
export const QUESTION_TYPE = { text: 1, slider: 2, smile: 3, choices: 4, rate: 5, phone: 6 } as const;
