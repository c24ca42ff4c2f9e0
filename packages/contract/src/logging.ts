import { z } from 'zod';

export const OpenSpaTabBody = z.object({ from_mobile: z.boolean() });
export type OpenSpaTabBody = z.infer<typeof OpenSpaTabBody>;

/** Answer of every logging call: the event is stored, nothing else to say. */
export const LoggedResponseSchema = z.object({ id: z.number().int() });
export type LoggedResponse = z.infer<typeof LoggedResponseSchema>;
