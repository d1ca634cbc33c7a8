import { z } from 'zod';
import { singleLineText, untrimmedText } from '../text/text';
import { userTypeSchema } from './user-types';

export const loginBodySchema = z.object({
  username: singleLineText()
    .min(1, 'Please enter your username or email.')
    .max(254, 'Username or email is too long.')
    .transform((value) => value.toLowerCase()),
  password: untrimmedText()
    .min(1, 'Please enter your password.')
    .max(1024, 'Password is too long.'),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const userInfoSchema = z.object({
  userId: z.string(),
  name: z.string(),
  insurerCode: z.string(),
  userType: userTypeSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  userInfo: userInfoSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
