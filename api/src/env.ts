import * as v from 'valibot';

const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number'), v.transform(Number)), '4000'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  RECAPTCHA_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  // Reserved for rate limiting and sessions in later issues.
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'must start with redis://'))),
  // Read-only inspection routes for end-to-end tests (api/src/testing); never in production.
  API_TEST_ROUTES: v.optional(v.picklist(['0', '1']), '0'),
});

export type Env = v.InferOutput<typeof EnvSchema>;

/** Parses once at start-up and throws an error that names every bad variable. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings count as unset, the way .env files usually mean them.
  const input = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = v.safeParse(EnvSchema, input);
  if (result.success) {
    if (result.output.API_TEST_ROUTES === '1' && result.output.NODE_ENV === 'production') {
      throw new Error('Invalid environment variables:\n  API_TEST_ROUTES: must not be 1 when NODE_ENV is production');
    }
    return result.output;
  }
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
  throw new Error(`Invalid environment variables:\n  ${problems.join('\n  ')}`);
}
