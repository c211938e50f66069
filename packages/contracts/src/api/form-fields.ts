import { z } from 'zod';

// Form fields shared by the calls: POST bodies and GET queries travel as strings.

/** 'true' / 'false' / '1' / '0' → a boolean. */
export const booleanishSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** A comma-separated list of non-negative integers ('104,109,110'); blanks are ignored. */
export const intListSchema = (maxLength = 500) =>
  z
    .string()
    .max(maxLength)
    .regex(/^[\s\d,]*$/)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map(Number),
    );
