// The one error shape every API failure answers with.
import { z } from 'zod';

export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** For a request body that failed validation: each bad field's message, so a form can show it beside the field. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
