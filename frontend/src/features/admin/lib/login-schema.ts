import { z } from 'zod';

/** The specification's admin login rule: both fields at least one character. */
export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Benutzername erforderlich'),
  password: z.string().min(1, 'Passwort erforderlich'),
});

export type LoginValues = z.infer<typeof loginSchema>;
