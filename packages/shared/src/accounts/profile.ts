import { z } from 'zod';
import { DISPLAY_NAME_MAX } from './auth';

/** SPEC section 2, settings: the profile's editable display name. */
export const UpdateProfileInputSchema = z.strictObject({
  displayName: z.string().trim().min(1, 'required').max(DISPLAY_NAME_MAX, 'tooLong'),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;
