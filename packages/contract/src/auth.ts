import { z } from 'zod';
import { DEMO_ROLES } from './constants.ts';

export const DemoRoleSchema = z.enum(DEMO_ROLES);
export type DemoRole = z.infer<typeof DemoRoleSchema>;

export const TokenRefreshBody = z.object({ refresh: z.string().min(1) });
export type TokenRefreshBody = z.infer<typeof TokenRefreshBody>;

export const TokenRefreshResponseSchema = z.object({ access: z.string() });
export type TokenRefreshResponse = z.infer<typeof TokenRefreshResponseSchema>;

export const DemoTokenBody = z.object({ role: DemoRoleSchema });
export type DemoTokenBody = z.infer<typeof DemoTokenBody>;

export const DemoTokenResponseSchema = z.object({ refresh: z.string() });
export type DemoTokenResponse = z.infer<typeof DemoTokenResponseSchema>;

/**
 * Claims of both tokens, in the provider's (simplejwt) shape. The SPA reads `user_id` from the
 * refresh token for the token-error screen without verifying it.
 */
export const TokenClaimsSchema = z.object({
  token_type: z.enum(['access', 'refresh']),
  user_id: z.number().int(),
  exp: z.number(),
  iat: z.number(),
  jti: z.string(),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

/** Main-site client info; the SPA asks for it when the flow does not say the shop is available. */
export const ClientInfoSchema = z.object({
  pk: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  shop_icon_status: z.boolean(),
});
export type ClientInfo = z.infer<typeof ClientInfoSchema>;
