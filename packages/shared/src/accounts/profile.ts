import { z } from 'zod';
import { TimeZoneSchema } from '../time-zone';
import { DISPLAY_NAME_MAX } from './auth';

/**
 * SPEC section 2, settings: the profile's editable display name, and the time zone the
 * dashboard counts days in. Either may come alone; at least one must.
 */
export const UpdateProfileInputSchema = z
  .strictObject({
    displayName: z.string().trim().min(1, 'required').max(DISPLAY_NAME_MAX, 'tooLong').optional(),
    timeZone: TimeZoneSchema.optional(),
  })
  .refine((input) => input.displayName !== undefined || input.timeZone !== undefined, {
    message: 'required',
    path: ['displayName'],
  });
export type UpdateProfileInput = z.input<typeof UpdateProfileInputSchema>;
export type ProfileChanges = z.output<typeof UpdateProfileInputSchema>;
